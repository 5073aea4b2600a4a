import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Notification } from "@fz/contracts/notifications";
import type { Camel } from "@/lib/case";
import { clearAuth, setSession } from "@/store/slices/auth-slice";

type Arrival = Camel<Notification>;

/**
 * The bell's client state, kept under spec §3's name for the area (`notifications`): the
 * newest notification this tab has been told of, whether the count was read once (what
 * arrives after that is news), and the arrivals still to announce. The notifications
 * themselves, their pages and the unread count are server data (RTK Query).
 */
export interface NotificationsState {
  /** Newest notification id the server reported; a change means something new arrived. */
  latestId: number | null;
  /** Whether the unread count has been read once. */
  polled: boolean;
  /** New notifications the bell has not announced yet (a toast each, or a summary). */
  arrivals: Arrival[];
}

const initialState: NotificationsState = { latestId: null, polled: false, arrivals: [] };

export const notificationsSlice = createSlice({
  name: "notifications",
  initialState,
  reducers: {
    unreadPolled(state, action: PayloadAction<{ latestId: number | null }>) {
      state.latestId = action.payload.latestId;
      state.polled = true;
    },
    notificationsArrived(state, action: PayloadAction<Arrival[]>) {
      if (action.payload.length > 0) state.arrivals.push(...action.payload);
    },
    arrivalsAnnounced(state) {
      state.arrivals = [];
    },
  },
  extraReducers: (builder) => {
    // Another student may sign in next in this tab: nothing of this one's may stay.
    builder.addCase(clearAuth, () => initialState);
    builder.addCase(setSession, (state, action) => (action.payload.token === null ? initialState : state));
  },
});

export const { unreadPolled, notificationsArrived, arrivalsAnnounced } = notificationsSlice.actions;
