import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SessionUser } from "@/lib/session";

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** False until the browser's stored session has been read (the server cannot see it). */
  restored: boolean;
  /** A social sign-in is under way (spec §4's loading flag: cleared whatever the outcome). */
  loading: boolean;
}

const initialState: AuthState = { user: null, token: null, restored: false, loading: false };

export const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    setSession(state, action: PayloadAction<{ user: SessionUser | null; token: string | null }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.restored = true;
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
    },
  },
});

export const { setSession, setUser, setAuthLoading, clearAuth } = authSlice.actions;
