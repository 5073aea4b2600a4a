import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { referenceApi, type CountryItem, type InstrumentItem } from "@/store/reference-api";

export type { CountryItem, InstrumentItem };

/**
 * Spec §3 `commons`: the route-change loader (client state), and the reference lists as the
 * reference endpoints last answered them (`useCountriesQuery` / `useInstrumentsQuery` read the
 * same answers from RTK Query's cache).
 */
export interface CommonsState {
  countries: CountryItem[];
  instruments: InstrumentItem[];
  /** The full-screen route-change loader (spec §2). */
  loader: boolean;
}

const initialState: CommonsState = { countries: [], instruments: [], loader: false };

export const commonsSlice = createSlice({
  name: "commons",
  initialState,
  reducers: {
    setLoader(state, action: PayloadAction<boolean>) {
      state.loader = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(referenceApi.endpoints.countries.matchFulfilled, (state, action) => {
        state.countries = action.payload;
      })
      .addMatcher(referenceApi.endpoints.instruments.matchFulfilled, (state, action) => {
        state.instruments = action.payload;
      });
  },
});

export const { setLoader } = commonsSlice.actions;

