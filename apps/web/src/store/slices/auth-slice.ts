import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SessionUser } from "@/lib/session";

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** False until the browser's stored session has been read (the server cannot see it). */
  restored: boolean;
}

const initialState: AuthState = { user: null, token: null, restored: false };

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
    clearAuth(state) {
      state.user = null;
      state.token = null;
      state.restored = true;
    },
  },
});

export const { setSession, setUser, clearAuth } = authSlice.actions;
