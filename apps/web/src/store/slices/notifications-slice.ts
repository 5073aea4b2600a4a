import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface AppNotification {
  id: number;
  unread: boolean;
  title?: string;
  body?: string;
  link?: string | null;
  createdAt?: string;
}

export interface NotificationsState {
  notifications: AppNotification[];
  loading: boolean;
  hasMore: boolean;
}

const initialState: NotificationsState = { notifications: [], loading: false, hasMore: false };

export const notificationsSlice = createSlice({
  name: "notifications",
  initialState,
  reducers: {
    setNotifications(state, action: PayloadAction<{ notifications: AppNotification[]; hasMore: boolean }>) {
      state.notifications = action.payload.notifications;
      state.hasMore = action.payload.hasMore;
    },
    appendNotifications(state, action: PayloadAction<{ notifications: AppNotification[]; hasMore: boolean }>) {
      state.notifications.push(...action.payload.notifications);
      state.hasMore = action.payload.hasMore;
    },
    setNotificationsLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    markRead(state, action: PayloadAction<number>) {
      const notification = state.notifications.find((item) => item.id === action.payload);
      if (notification) notification.unread = false;
    },
    markAllRead(state) {
      for (const notification of state.notifications) notification.unread = false;
    },
  },
});

export const { setNotifications, appendNotifications, setNotificationsLoading, markRead, markAllRead } =
  notificationsSlice.actions;
