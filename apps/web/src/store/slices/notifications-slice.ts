import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { clearAuth, setSession } from "@/store/slices/auth-slice";

export interface AppNotification {
  id: number;
  unread: boolean;
  kind?: string;
  title?: string;
  body?: string;
  link?: string | null;
  createdAt?: string;
}

export interface NotificationsState {
  notifications: AppNotification[];
  loading: boolean;
  hasMore: boolean;
  /** The bell's badge: unread notifications on the server, not only among the loaded ones. */
  unreadCount: number;
  /** Newest notification id the server reported; a change means something new arrived. */
  latestId: number | null;
  /** Whether the unread count has been read once (what arrives after that is news). */
  polled: boolean;
  /** Pages of the list loaded so far (0: none), so "Cargar más" asks for the next one. */
  page: number;
}

const initialState: NotificationsState = {
  notifications: [],
  loading: false,
  hasMore: false,
  unreadCount: 0,
  latestId: null,
  polled: false,
  page: 0,
};

interface PagePayload {
  notifications: AppNotification[];
  hasMore: boolean;
  unreadCount?: number;
}

const newestFirst = (a: AppNotification, b: AppNotification) => b.id - a.id;

export const notificationsSlice = createSlice({
  name: "notifications",
  initialState,
  reducers: {
    setNotifications(state, action: PayloadAction<PagePayload>) {
      state.notifications = action.payload.notifications;
      state.hasMore = action.payload.hasMore;
      state.page = 1;
      if (action.payload.unreadCount !== undefined) state.unreadCount = action.payload.unreadCount;
    },
    /**
     * The next page. Pages are counted by offset, so notifications that arrived meanwhile push
     * already-loaded ones into it: those are skipped rather than shown twice.
     */
    appendNotifications(state, action: PayloadAction<PagePayload>) {
      const known = new Set(state.notifications.map((item) => item.id));
      state.notifications.push(...action.payload.notifications.filter((item) => !known.has(item.id)));
      state.hasMore = action.payload.hasMore;
      state.page += 1;
      if (action.payload.unreadCount !== undefined) state.unreadCount = action.payload.unreadCount;
    },
    /**
     * A fresh first page after the poll saw a new `latest_id`: new ones go on top, known ones
     * take the server's state, and the pages already loaded below stay.
     */
    mergeLatest(state, action: PayloadAction<PagePayload>) {
      const byId = new Map(state.notifications.map((item) => [item.id, item]));
      const overlaps = action.payload.notifications.some((item) => byId.has(item.id));
      if (state.page === 0 || !overlaps) {
        // Nothing loaded, or so many arrived that the fresh page does not reach the loaded ones:
        // keeping those would leave a hole no "Cargar más" fills. Start over from this page.
        state.notifications = action.payload.notifications;
        state.hasMore = action.payload.hasMore;
        state.page = 1;
      } else {
        for (const item of action.payload.notifications) byId.set(item.id, item);
        state.notifications = [...byId.values()].sort(newestFirst);
      }
      if (action.payload.unreadCount !== undefined) state.unreadCount = action.payload.unreadCount;
    },
    setUnread(state, action: PayloadAction<{ unreadCount: number; latestId: number | null }>) {
      state.unreadCount = action.payload.unreadCount;
      state.latestId = action.payload.latestId;
      state.polled = true;
    },
    setNotificationsLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    markRead(state, action: PayloadAction<number>) {
      const notification = state.notifications.find((item) => item.id === action.payload);
      if (notification?.unread) {
        notification.unread = false;
        state.unreadCount = Math.max(0, state.unreadCount - 1);
      }
    },
    markAllRead(state) {
      for (const notification of state.notifications) notification.unread = false;
      state.unreadCount = 0;
    },
  },
  extraReducers: (builder) => {
    // Another student may sign in next in this tab: nothing of this one's may stay.
    builder.addCase(clearAuth, () => initialState);
    builder.addCase(setSession, (state, action) => (action.payload.token === null ? initialState : state));
  },
});

export const {
  setNotifications,
  appendNotifications,
  mergeLatest,
  setUnread,
  setNotificationsLoading,
  markRead,
  markAllRead,
} = notificationsSlice.actions;
