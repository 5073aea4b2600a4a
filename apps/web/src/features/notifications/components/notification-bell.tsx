"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { AcademyLink } from "@/components/ui/academy-link";
import { useCallback, useEffect, useRef, useState } from "react";
import { BellIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { academyPaths } from "@/config/academy-navigation";
import {
  notificationList,
  useMarkAllReadMutation,
  useNotificationsInfiniteQuery,
  type NotificationItem,
} from "@/features/notifications/api/notifications-api";
import { NotificationEntry } from "@/features/notifications/components/notification-entry";
import { useOpenNotification } from "@/features/notifications/hooks/use-open-notification";
import { useUnreadCount } from "@/features/notifications/hooks/use-unread-count";
import { arrivalsAnnounced, type NotificationsState } from "@/features/notifications/stores/notifications-slice";
import { cx } from "@/lib/cx";
import { toast } from "@/lib/toasts";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { selectHeaderStudent } from "@/store/slices/auth-slice";
import { useAppRouter } from "@/store/use-app-router";

const PANEL_ID = "notificaciones-recientes";
/** The dropdown shows the latest few; the page has them all. */
const DROPDOWN_SIZE = 5;
/** More than this many arriving between two polls is a summary, not a stack of toasts. */
const MAX_TOASTS = 2;

export function unreadBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The header's bell for a signed-in student: the unread count (polled every 30 s while the
 * tab is visible, docs/decisions/006), a dropdown with the latest notifications and "Marcar
 * todas como leídas", and a toast when a new one arrives.
 */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const signedInStudent = useAppSelector(selectHeaderStudent);
  const unreadCount = useUnreadCount(signedInStudent)?.unreadCount ?? 0;
  const arrivals = useAppSelector((state: { notifications: NotificationsState }) => state.notifications.arrivals);
  const openNotification = useOpenNotification();
  const router = useAppRouter();
  const [open, setOpen] = useState(false);
  // The first open reads the list; later ones show it at once (a poll that sees news reads it again).
  const list = useNotificationsInfiniteQuery(open ? undefined : skipToken);
  const notifications = notificationList(list.data?.pages);
  const [markAllRead] = useMarkAllReadMutation();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const announce = useCallback(
    (fresh: NotificationItem[]) => {
      if (fresh.length > MAX_TOASTS) {
        toast.info(`Tienes ${fresh.length} notificaciones nuevas`, {
          action: { label: "Ver", onClick: () => router.push(academyPaths.notifications) },
        });
        return;
      }
      for (const item of fresh) {
        toast.info(item.title ?? "Nueva notificación", {
          description: item.body,
          action: { label: "Ver", onClick: () => openNotification(item) },
        });
      }
    },
    [openNotification, router],
  );

  // What the last poll found new: a toast each (or a summary), then the queue is emptied.
  useEffect(() => {
    if (arrivals.length === 0) return;
    announce(arrivals);
    dispatch(arrivalsAnnounced());
  }, [arrivals, announce, dispatch]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  if (!signedInStudent) return null;

  const latest = notifications.slice(0, DROPDOWN_SIZE);
  const label = unreadCount > 0 ? `Notificaciones: ${unreadCount} sin leer` : "Notificaciones";

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-secondary hover:bg-neutral-100 aria-expanded:bg-neutral-100"
      >
        <BellIcon className="size-6" />
        {unreadCount > 0 ? (
          <span
            data-testid="unread-count"
            aria-hidden="true"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
          >
            {unreadBadge(unreadCount)}
          </span>
        ) : null}
      </button>

      <div
        id={PANEL_ID}
        hidden={!open}
        role="region"
        aria-label="Notificaciones recientes"
        className={cx(
          "fixed inset-x-3 top-[4.25rem] z-50 overflow-hidden rounded-2xl border border-neutral-200 bg-white text-secondary shadow-2xl shadow-black/15",
          "sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96",
        )}
      >
        {open ? (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3">
              <p className="font-extrabold">Notificaciones</p>
              <button
                type="button"
                disabled={unreadCount === 0}
                onClick={() => void markAllRead()}
                className="rounded text-sm font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4 hover:decoration-primary-dark disabled:cursor-default disabled:text-neutral-500 disabled:no-underline"
              >
                Marcar todas como leídas
              </button>
            </div>
            {!list.data && list.isFetching ? (
              <div role="status" className="flex items-center justify-center gap-3 px-4 py-8 text-sm font-semibold">
                <Spinner className="size-5" />
                Cargando…
              </div>
            ) : latest.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-neutral-700">No tienes notificaciones por ahora.</p>
            ) : (
              <ul className="max-h-[min(60vh,26rem)] divide-y divide-neutral-100 overflow-y-auto">
                {latest.map((item) => (
                  <li key={item.id}>
                    <NotificationEntry
                      compact
                      notification={item}
                      onOpen={(notification) => {
                        setOpen(false);
                        openNotification(notification);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
            <AcademyLink
              href={academyPaths.notifications}
              onClick={() => setOpen(false)}
              className="block border-t border-neutral-200 px-4 py-3 text-center text-sm font-semibold hover:bg-neutral-50"
            >
              Ver todas las notificaciones
            </AcademyLink>
          </>
        ) : null}
      </div>
    </div>
  );
}
