import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ThemeDetailItem } from "@/lib/academy-types";

export interface ThemesState {
  theme: ThemeDetailItem | null;
}

const initialState: ThemesState = { theme: null };

export const themesSlice = createSlice({
  name: "themes",
  initialState,
  reducers: {
    setTheme(state, action: PayloadAction<ThemeDetailItem | null>) {
      state.theme = action.payload;
    },
    /** The open topic was finished: its flags change, the rest of the detail stays. */
    markOpenThemeFinished(state, action: PayloadAction<number>) {
      if (state.theme?.id === action.payload) {
        state.theme.finished = true;
        state.theme.viewed = true;
      }
    },
  },
});

export const { setTheme, markOpenThemeFinished } = themesSlice.actions;
