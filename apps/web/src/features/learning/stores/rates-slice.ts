import { createSlice } from "@reduxjs/toolkit";
import { learningApi } from "@/features/learning/api/learning-api";
import { clearAuth } from "@/store/slices/auth-slice";

/**
 * Spec §3 `rates`, as client state: whether the rating prompt is open, and for which level.
 * The ratings and their stats are server data (RTK Query: `levelRates`, `rateStats`).
 */
export interface RatesState {
  askForRate: boolean;
  /** The level the rate prompt is about. */
  askForRateLevelId: number | null;
}

const initialState: RatesState = { askForRate: false, askForRateLevelId: null };

export const ratesSlice = createSlice({
  name: "rates",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(clearAuth, () => initialState)
      // The API says, after a topic is finished, whether to ask now.
      .addMatcher(learningApi.endpoints.finishTopic.matchFulfilled, (state, action) => {
        state.askForRate = action.payload.askForRate.ask;
        state.askForRateLevelId = action.payload.askForRate.levelId;
      })
      // Rated, or "Ahora no" (closed at once, whatever the network does next).
      .addMatcher(learningApi.endpoints.rateLevel.matchFulfilled, () => initialState)
      .addMatcher(learningApi.endpoints.dismissRatePrompt.matchPending, () => initialState);
  },
});

/** The prompt is open for this level. */
export const selectAskForRate = (state: { rates: RatesState }, levelId: number): boolean =>
  state.rates.askForRate && state.rates.askForRateLevelId === levelId;
