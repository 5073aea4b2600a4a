import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { RateItem, RateStatsItem } from "@/lib/academy-types";

/** Average (null before the first rating), count, and how many ratings each score 1–5 got. */
export type RateStats = RateStatsItem;

export interface RatesState {
  askForRate: boolean;
  /** The level the rate prompt is about. */
  askForRateLevelId: number | null;
  /** The newest ratings of one level (`ratesLevelId`). */
  rates: RateItem[];
  ratesLevelId: number | null;
  ratesCount: number;
  stats: RateStats | null;
  /** Stats of several levels at once (a course page lists them side by side). */
  statsByLevel: Record<number, RateStats>;
}

const initialState: RatesState = {
  askForRate: false,
  askForRateLevelId: null,
  rates: [],
  ratesLevelId: null,
  ratesCount: 0,
  stats: null,
  statsByLevel: {},
};

export const ratesSlice = createSlice({
  name: "rates",
  initialState,
  reducers: {
    patchRates(state, action: PayloadAction<Partial<RatesState>>) {
      Object.assign(state, action.payload);
    },
    setAskForRate(state, action: PayloadAction<{ ask: boolean; levelId: number | null }>) {
      state.askForRate = action.payload.ask;
      state.askForRateLevelId = action.payload.levelId;
    },
    setRates(state, action: PayloadAction<{ levelId: number; rates: RateItem[]; count: number }>) {
      state.rates = action.payload.rates;
      state.ratesLevelId = action.payload.levelId;
      state.ratesCount = action.payload.count;
    },
    setRateStats(state, action: PayloadAction<RateStats>) {
      state.stats = action.payload;
      state.statsByLevel[action.payload.levelId] = action.payload;
    },
    /** The student's own rating, created or updated: it replaces theirs at the top of the list. */
    saveOwnRate(state, action: PayloadAction<RateItem>) {
      const rate = action.payload;
      state.askForRate = false;
      if (state.ratesLevelId !== rate.levelId) return;
      const known = state.rates.some((item) => item.id === rate.id);
      state.rates = [rate, ...state.rates.filter((item) => item.id !== rate.id)];
      if (!known) state.ratesCount += 1;
    },
  },
});

export const { patchRates, setAskForRate, setRates, setRateStats, saveOwnRate } = ratesSlice.actions;
