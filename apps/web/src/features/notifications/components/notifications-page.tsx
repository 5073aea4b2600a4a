"use client";

import { Button } from "@/components/ui/button";
import { BellIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import {
  notificationList,
  useMarkAllReadMutation,
  useNotificationsInfiniteQuery,
  useUnreadCountQuery,
} from "@/features/notifications/api/notifications-api";
import { NotificationEntry } from "@/features/notifications/components/notification-entry";
import { NotificationSettings } from "@/features/notifications/components/notification-settings";
import { useOpenNotification } from "@/features/notifications/hooks/use-open-notification";
import { plural } from "@/lib/academy-format";
import { READ_ON_OPEN } from "@/store/query-status";

/**
 * `/academia/notificaciones`: every notification, newest first, a page at a time ("Cargar
 * más" while `hasMore`). New ones join at the top without a reload: the bell's poll reads the
 * same cached list again when something arrives.
 */
export function NotificationsPage() {
  // The page always reads its list afresh; the bell's copy shows meanwhile.
  const list = useNotificationsInfiniteQuery(undefined, READ_ON_OPEN);
  const unreadCount = useUnreadCountQuery().data?.unreadCount ?? 0;
  const [markAllRead] = useMarkAllReadMutation();
  const openNotification = useOpenNotification();
  const notifications = notificationList(list.data?.pages);
  const status = list.isError ? "failed" : list.data && !(list.isFetching && !list.isFetchingNextPage && list.isLoading) ? "ready" : "loading";
  const loading = list.isFetchingNextPage;

  if (status === "failed") {
    return (
      <ProblemPanel title="No pudimos cargar tus notificaciones" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void list.refetch()} />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Notificaciones</h1>
          <p className="mt-2 text-neutral-700" aria-live="polite">
            {status !== "ready"
              ? "Buscando tus notificaciones…"
              : unreadCount === 0
                ? "Estás al día: no tienes notificaciones sin leer."
                : `Tienes ${plural(unreadCount, "notificación sin leer", "notificaciones sin leer")}.`}
          </p>
        </div>
        <Button
          variant="outline-dark"
          size="sm"
          disabled={unreadCount === 0}
          onClick={() => void markAllRead()}
        >
          Marcar todas como leídas
        </Button>
      </header>

      {status === "loading" ? (
        <LoadingPanel message="Cargando tus notificaciones…" />
      ) : notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-neutral-300 px-6 py-14 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-light text-primary-ink">
            <BellIcon className="size-7" />
          </span>
          <p className="text-lg font-bold">Aún no tienes notificaciones</p>
          <p className="max-w-md text-neutral-700">
            Aquí te avisaremos de tus pagos, de los logros que desbloquees, de cuándo puedes canjear tus puntos y de
            cuándo vence tu acceso a un nivel.
          </p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label="Tus notificaciones" data-testid="notifications-list">
            {notifications.map((item) => (
              <li key={item.id} className="rounded-2xl border border-neutral-200">
                <NotificationEntry notification={item} onOpen={openNotification} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="outline-dark"
              className="self-center"
              disabled={loading}
              aria-busy={loading}
              onClick={() => void list.fetchNextPage()}
            >
              {loading ? <Spinner className="size-5 border-2" /> : null}
              Cargar más
            </Button>
          ) : null}
        </>
      )}
      <NotificationSettings />
    </div>
  );
}
