import type {
  MarkAllReadResponse,
  Notification,
  NotificationsResponse,
  UnreadCountResponse,
} from "@fz/contracts/notifications";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";

export type NotificationItem = Camel<Notification>;
export type NotificationsPage = Camel<NotificationsResponse>;
export type UnreadCount = Camel<UnreadCountResponse>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Newest first; `hasMore` says whether "Cargar más" has anything left to load. */
export function listNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return api.get("/api/notifications/", { query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE }, signal });
}

/** What the bell polls: cheap, and `latestId` tells whether the list is worth reloading. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get("/api/notifications/unread-count/", { signal });
}

export function markNotificationRead(id: number): Promise<NotificationItem> {
  return api.post(`/api/notifications/${id}/mark-as-read/`);
}

export function markAllNotificationsRead(): Promise<Camel<MarkAllReadResponse>> {
  return api.post("/api/notifications/mark-all-as-read/");
}
