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
    setOpenMobile(state, action: PayloadAction<boolean>) {
      state.openMobile = action.payload;
    },
    toggleOpenMobile(state) {
      state.openMobile = !state.openMobile;
    },
    setMini(state, action: PayloadAction<boolean>) {
      state.mini = action.payload;
    },
  },
});

export const { setOpen, setOpenMobile, toggleOpenMobile, setMini } = navigationSlice.actions;
