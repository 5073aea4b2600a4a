import {
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
} from "@/features/notifications/api/notifications-api";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";
import {
  appendNotifications,
  markAllRead,
  markRead,
  mergeLatest,
  setNotifications,
  setNotificationsLoading,
  setUnread,
} from "@/store/slices/notifications-slice";

/** The first page (the page opens, the bell's dropdown opens). */
export const fetchNotifications = createAppAsyncThunk(
  "notifications/fetchFirstPage",
  async (_: void, { dispatch, signal, rejectWithValue }) => {
    dispatch(setNotificationsLoading(true));
    try {
      const page = await listNotifications(1, signal);
      dispatch(setNotifications({ notifications: page.results, hasMore: page.hasMore, unreadCount: page.unreadCount }));
      return page.results.length;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    } finally {
      dispatch(setNotificationsLoading(false));
    }
  },
);

/** "Cargar más": the page after the last one loaded. */
export const fetchMoreNotifications = createAppAsyncThunk(
  "notifications/fetchMore",
  async (_: void, { dispatch, getState, signal, rejectWithValue }) => {
    const { page, hasMore, loading } = getState().notifications;
    if (loading || (page > 0 && !hasMore)) return 0;
    dispatch(setNotificationsLoading(true));
    try {
      const next = await listNotifications(page + 1, signal);
      const payload = { notifications: next.results, hasMore: next.hasMore, unreadCount: next.unreadCount };
      dispatch(page === 0 ? setNotifications(payload) : appendNotifications(payload));
      return next.results.length;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    } finally {
      dispatch(setNotificationsLoading(false));
    }
  },
);

/**
 * One poll (docs/decisions/006): the unread count, and the first page again only when
 * `latestId` moved. Resolves with the notifications that arrived since the previous poll
 * (none on the first one: what was there before the page opened is not news).
 */
export const pollNotifications = createAppAsyncThunk(
  "notifications/poll",
  async (_: void, { dispatch, getState, signal, rejectWithValue }) => {
    try {
      const previous = getState().notifications.latestId;
      const firstPoll = !getState().notifications.polled;
      const count = await getUnreadCount(signal);
      dispatch(setUnread({ unreadCount: count.unreadCount, latestId: count.latestId }));
      if (firstPoll || count.latestId === null || count.latestId === previous) return [] as NotificationItem[];
      const page = await listNotifications(1, signal);
      dispatch(mergeLatest({ notifications: page.results, hasMore: page.hasMore, unreadCount: page.unreadCount }));
      return page.results.filter((item) => item.unread && (previous === null || item.id > previous));
    } catch (error) {
      // A poll runs every 30 s: a dropped connection must not raise a toast each time.
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: false }));
    }
  },
);

/** Marks one read at once (the badge drops), then tells the server. */
export const readNotification = createAppAsyncThunk(
  "notifications/markRead",
  async (id: number, { dispatch, signal, rejectWithValue }) => {
    dispatch(markRead(id));
    try {
      await markNotificationRead(id);
      return id;
    } catch (error) {
      // The server's count is the truth again: ask for it.
      void dispatch(pollNotifications());
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

export const readAllNotifications = createAppAsyncThunk(
  "notifications/markAllRead",
  async (_: void, { dispatch, getState, signal, rejectWithValue }) => {
    dispatch(markAllRead());
    try {
      const result = await markAllNotificationsRead();
      dispatch(setUnread({ unreadCount: result.unreadCount, latestId: getState().notifications.latestId }));
      return result.updated;
    } catch (error) {
      void dispatch(pollNotifications());
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);
