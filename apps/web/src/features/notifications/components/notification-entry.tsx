"use client";

import type { ReactNode } from "react";
import { BellIcon, CheckIcon, ClockIcon, GiftIcon, LockIcon, MusicNoteIcon, TrophyIcon } from "@/components/ui/icons";
import { formatNotificationDate, formatNotificationTime } from "@/features/notifications/utils/notification-time";
import { cx } from "@/lib/cx";
import type { NotificationItem } from "@/features/notifications/api/notifications-api";

const KIND_ICONS: Record<string, (props: { className?: string }) => ReactNode> = {
  order_paid: CheckIcon,
  access_expiring: ClockIcon,
  checkout_reminder: ClockIcon,
  access_expired: LockIcon,
  reward_available: GiftIcon,
  achievement_unlocked: TrophyIcon,
  blog_post: MusicNoteIcon,
  account_change: BellIcon,
  submission_reviewed: MusicNoteIcon,
  practice_assigned: ClockIcon,
  weekly_summary: MusicNoteIcon,
};

/**
 * One notification as a button: unread ones stand out (bold title, tinted background, a dot
 * that screen readers hear as "Sin leer"). Clicking marks it read and follows its link.
 */
export function NotificationEntry({
  notification,
  onOpen,
  compact = false,
}: {
  notification: NotificationItem;
  onOpen: (notification: NotificationItem) => void;
  compact?: boolean;
}) {
  const Icon = KIND_ICONS[notification.kind ?? ""] ?? BellIcon;
  const unread = notification.unread;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      data-unread={unread || undefined}
      className={cx(
        "flex w-full items-start gap-3 text-left transition-colors focus-visible:outline-offset-[-2px]",
        compact ? "px-4 py-3" : "rounded-2xl p-4 sm:p-5",
        unread ? "bg-primary-light/70 hover:bg-primary-light" : "hover:bg-neutral-50",
      )}
    >
      <span
        className={cx(
          "mt-0.5 inline-flex shrink-0 items-center justify-center rounded-full",
          compact ? "size-9" : "size-11",
          unread ? "bg-primary text-secondary" : "bg-neutral-100 text-neutral-600",
        )}
      >
        <Icon className={compact ? "size-4" : "size-5"} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cx("leading-snug", unread ? "font-bold text-secondary" : "font-semibold text-neutral-700")}>
            {notification.title}
          </span>
          {unread ? (
            <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-error">
              <span className="sr-only">Sin leer</span>
            </span>
          ) : null}
        </span>
        {notification.body ? (
          <span className={cx("mt-0.5 block text-sm text-neutral-700", compact && "line-clamp-2")}>{notification.body}</span>
        ) : null}
        {notification.createdAt ? (
          <time
            dateTime={notification.createdAt}
            title={formatNotificationDate(notification.createdAt)}
            className="mt-1 block text-xs font-medium text-neutral-600"
          >
            {formatNotificationTime(notification.createdAt)}
          </time>
        ) : null}
      </span>
    </button>
  );
}
