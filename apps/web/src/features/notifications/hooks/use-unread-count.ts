"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { useUnreadCountQuery, type UnreadCount } from "@/features/notifications/api/notifications-api";
import { useDocumentVisible } from "@/lib/use-document-visible";

/** docs/decisions/006: the bell asks for the unread count every 30 s. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The bell's count, polled with RTK Query's `pollingInterval` while the tab is visible: a
 * hidden tab stops asking (nobody would see the answer), and coming back asks at once, since
 * something may have arrived meanwhile.
 */
export function useUnreadCount(enabled: boolean): UnreadCount | undefined {
  const visible = useDocumentVisible();
  return useUnreadCountQuery(enabled && visible ? undefined : skipToken, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
    skipPollingIfUnfocused: false,
    // Each time the tab comes back (or the student signs in) the count is asked at once.
    refetchOnMountOrArgChange: true,
  }).data;
}
