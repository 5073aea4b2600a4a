import type { MarkAllReadResponse, Notification, NotificationsResponse, UnreadCountResponse } from "@fz/contracts/notifications";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";
import { unreadPolled, notificationsArrived, type NotificationsState } from "@/features/notifications/stores/notifications-slice";

export type NotificationItem = Camel<Notification>;
export type NotificationsPage = Camel<NotificationsResponse>;
export type UnreadCount = Camel<UnreadCountResponse>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

const LIST = { type: "Notification" as const, id: "LIST" };
const COUNT = { type: "Notification" as const, id: "COUNT" };

/** Every copy of the notifications read so far: marking read moves them all, at once. */
function markReadIn(pages: { pages: NotificationsPage[] }, id: number | "all"): void {
  for (const page of pages.pages) for (const item of page.results) if (id === "all" || item.id === id) item.unread = false;
}

/** The student's notifications and the bell's count (decision 020; polling: docs/decisions/006). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the bell polls: cheap, and `latestId` says whether anything arrived. The first
     * answer is the starting point (what was there before the page opened is not news); when
     * `latestId` moves, the list is read again and the new unread ones are announced.
     * Quiet: it runs every 30 s, and a dropped connection must not raise a toast each time.
     */
    unreadCount: build.query<UnreadCount, void>({
      query: () => ({ path: "/api/notifications/unread-count/", report: "none" }),
      providesTags: [COUNT],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const count = await queryFulfilled.then(({ data }) => data, () => null);
        if (!count) return;
        const seen = (getState() as unknown as { notifications: NotificationsState }).notifications;
        dispatch(unreadPolled(count));
        if (!seen.polled || count.latestId === null || count.latestId === seen.latestId) return;
        const list = await dispatch(notificationsApi.endpoints.notifications.initiate(undefined, { forceRefetch: true, subscribe: false }));
        const fresh = list.data?.pages[0]?.results ?? [];
        const previous = seen.latestId;
        dispatch(notificationsArrived(fresh.filter((item) => item.unread && (previous === null || item.id > previous))));
      },
    }),
    /**
     * Newest first, a page at a time ("Cargar más" while `hasMore`). Read again, every loaded
     * page is asked again from the first: new ones join at the top and nothing leaves a hole.
     */
    notifications: build.infiniteQuery<NotificationsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
      },
      query: ({ pageParam }) => ({ path: "/api/notifications/", query: { page: pageParam, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
      providesTags: [LIST],
    }),
    /** Marks one read at once (the badge drops), then tells the server; a failure asks the server what is true. */
    markRead: build.mutation<NotificationItem, number>({
      query: (id) => ({ path: `/api/notifications/${id}/mark-as-read/`, method: "POST" }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const pages = notificationsApi.endpoints.notifications.select()(getState() as never).data;
        const wasUnread = pages?.pages.some((page) => page.results.some((item) => item.id === id && item.unread)) ?? true;
        dispatch(notificationsApi.util.updateQueryData("notifications", undefined, (draft) => markReadIn(draft, id)));
        if (wasUnread) {
          dispatch(
            notificationsApi.util.updateQueryData("unreadCount", undefined, (count) => {
              count.unreadCount = Math.max(0, count.unreadCount - 1);
            }),
          );
        }
        if (!(await queryFulfilled.then(() => true, () => false))) dispatch(api.util.invalidateTags([COUNT, LIST]));
      },
    }),
    markAllRead: build.mutation<Camel<MarkAllReadResponse>, void>({
      query: () => ({ path: "/api/notifications/mark-all-as-read/", method: "POST" }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(notificationsApi.util.updateQueryData("notifications", undefined, (draft) => markReadIn(draft, "all")));
        const setCount = (unreadCount: number) =>
          dispatch(
            notificationsApi.util.updateQueryData("unreadCount", undefined, (count) => {
              count.unreadCount = unreadCount;
            }),
          );
        setCount(0);
        const result = await queryFulfilled.then(({ data }) => data, () => null);
        // The server's count is the truth (one may have arrived meanwhile); on a failure, ask it.
        if (result) setCount(result.unreadCount);
        else dispatch(api.util.invalidateTags([COUNT, LIST]));
      },
    }),
  }),
});

export const { useUnreadCountQuery, useNotificationsInfiniteQuery, useMarkReadMutation, useMarkAllReadMutation } = notificationsApi;

/** The pages read so far as one list; a notification a shifted page repeats is shown once. */
export function notificationList(pages: readonly NotificationsPage[] | undefined): NotificationItem[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) => page.results).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
