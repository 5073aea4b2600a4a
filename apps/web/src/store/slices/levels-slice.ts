import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface LevelsState {
  data: Entity[];
  specials: Entity[];
  prices: Entity[];
  detail: Entity | null;
  temary: Entity[];
}

const initialState: LevelsState = { data: [], specials: [], prices: [], detail: null, temary: [] };

export const levelsSlice = createSlice({
  name: "levels",
  initialState,
  reducers: {
    patchLevels(state, action: PayloadAction<Partial<LevelsState>>) {
      Object.assign(state, action.payload);
    },
  },
});

export const { patchLevels } = levelsSlice.actions;
