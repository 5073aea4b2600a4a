"use client";

import { useCallback } from "react";
import { readNotification } from "@/features/notifications/store/notifications-thunks";
import { useAppDispatch } from "@/store/hooks";
import type { AppNotification } from "@/store/slices/notifications-slice";
import { useAppRouter } from "@/store/use-app-router";

/** Only the app's own paths are followed: a notification never sends anyone off-site. */
export function notificationHref(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  return link;
}

/** Opening a notification marks it read (the badge drops at once), then follows its link. */
export function useOpenNotification() {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  return useCallback(
    (notification: Pick<AppNotification, "id" | "unread" | "link">) => {
      if (notification.unread) void dispatch(readNotification(notification.id));
      const href = notificationHref(notification.link);
      if (href) router.push(href);
    },
    [dispatch, router],
  );
}
