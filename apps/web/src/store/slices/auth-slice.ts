import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SessionUser } from "@/lib/session";

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** False until the browser's stored session has been read (the server cannot see it). */
  restored: boolean;
  /** A social sign-in is under way (spec §4's loading flag: cleared whatever the outcome). */
  loading: boolean;
  /**
   * The student the server rendered this page for (the `token` cookie's, docs/decisions/010),
   * until the stored session is read. Only the academy's pages follow it: the header, rendered
   * before it is known, waits for the stored session as on every page.
   */
  renderedFor: SessionUser | null;
}

const initialState: AuthState = { user: null, token: null, restored: false, loading: false, renderedFor: null };

export const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    setSession(state, action: PayloadAction<{ user: SessionUser | null; token: string | null }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.restored = true;
      state.renderedFor = null;
    },
    renderedSignedIn(state, action: PayloadAction<SessionUser>) {
      if (!state.restored) state.renderedFor = action.payload;
    },
    setUser(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    setAuthLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    clearAuth(state) {
      state.user = null;
      state.token = null;
      state.restored = true;
      state.renderedFor = null;
    },
  },
});

export const { setSession, setUser, setAuthLoading, clearAuth, renderedSignedIn } = authSlice.actions;

type WithAuth = { auth: AuthState };

/** The academy's user: the stored session's, or while it is read, the one the server rendered the page for. */
export const selectAcademyUser = (state: WithAuth) => state.auth.user ?? state.auth.renderedFor;
/** Signed in, for the academy's pages (see `selectAcademyUser`). */
export const selectAcademySignedIn = (state: WithAuth) => state.auth.token !== null || state.auth.renderedFor !== null;
/**
 * A student signed in through the stored session: what the header's student tools (points,
 * bell, cart) follow on every page, the academy's included (see decision 010, evening).
 */
export const selectHeaderStudent = (state: WithAuth) => state.auth.token !== null && state.auth.user?.role === "student";
/** Whether the academy's pages know who is signed in yet. */
export const selectAcademySessionKnown = (state: WithAuth) => state.auth.restored || state.auth.renderedFor !== null;
