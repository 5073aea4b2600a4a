"use client";

import { useCallback } from "react";
import { useMarkReadMutation, type NotificationItem } from "@/features/notifications/api/notifications-api";
import { useAppRouter } from "@/store/use-app-router";

/** The academy's WhatsApp chat (wa.me): the one place off-site a notification may open. */
const WHATSAPP_LINK = /^https:\/\/wa\.me\/\d{8,15}(\?[^\s]*)?$/;

/** Only the app's own paths are followed, and the academy's WhatsApp (in a new tab). */
export function notificationHref(link: string | null | undefined): string | null {
  if (link && WHATSAPP_LINK.test(link)) return link;
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  return link;
}

/** Opening a notification marks it read (the badge drops at once), then follows its link. */
export function useOpenNotification() {
  const [markRead] = useMarkReadMutation();
  const router = useAppRouter();
  return useCallback(
    (notification: Pick<NotificationItem, "id" | "unread" | "link">) => {
      if (notification.unread) void markRead(notification.id);
      const href = notificationHref(notification.link);
      if (href?.startsWith("https://")) window.open(href, "_blank", "noopener,noreferrer");
      else if (href) router.push(href);
    },
    [markRead, router],
  );
}
