import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface ThemesState {
  theme: Entity | null;
}

const initialState: ThemesState = { theme: null };

export const themesSlice = createSlice({
  name: "themes",
  initialState,
  reducers: {
    setTheme(state, action: PayloadAction<Entity | null>) {
      state.theme = action.payload;
    },
  },
});

export const { setTheme } = themesSlice.actions;
