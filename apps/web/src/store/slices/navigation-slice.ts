import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface NavigationState {
  /** Side menu open (wide screens). */
  open: boolean;
  /** Menu open on phones. */
  openMobile: boolean;
  /** Side menu collapsed to icons. */
  mini: boolean;
}

const initialState: NavigationState = { open: false, openMobile: false, mini: false };

export const navigationSlice = createSlice({
  name: "navigation",
  initialState,
  reducers: {
    setOpen(state, action: PayloadAction<boolean>) {
      state.open = action.payload;
    },
    toggleOpen(state) {
      state.open = !state.open;
    },
    setOpenMobile(state, action: PayloadAction<boolean>) {
      state.openMobile = action.payload;
    },
    toggleOpenMobile(state) {
      state.openMobile = !state.openMobile;
    },
    setMini(state, action: PayloadAction<boolean>) {
      state.mini = action.payload;
    },
    toggleMini(state) {
      state.mini = !state.mini;
    },
    /** The wide-screen drawer as this browser left it (see navigation-preferences). */
    restoreDrawer(state, action: PayloadAction<Pick<NavigationState, "open" | "mini">>) {
      state.open = action.payload.open;
      state.mini = action.payload.mini;
    },
  },
});

export const { setOpen, toggleOpen, setOpenMobile, toggleOpenMobile, setMini, toggleMini, restoreDrawer } = navigationSlice.actions;
