import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface RateStats {
  average: number;
  count: number;
  /** How many ratings each score (1–5) received. */
  distribution: Record<string, number>;
}

export interface RatesState {
  askForRate: boolean;
  rates: Entity[];
  stats: RateStats | null;
}

const initialState: RatesState = { askForRate: false, rates: [], stats: null };

export const ratesSlice = createSlice({
  name: "rates",
  initialState,
  reducers: {
    patchRates(state, action: PayloadAction<Partial<RatesState>>) {
      Object.assign(state, action.payload);
    },
  },
});

export const { patchRates } = ratesSlice.actions;
