import type { Country, Instrument } from "@fz/contracts/reference";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import type { AppThunk } from "@/store/make-store";
import { reportError } from "@/store/slices/errors-slice";

export type CountryItem = Camel<Country>;
export type InstrumentItem = Camel<Instrument>;

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
    setCountries(state, action: PayloadAction<CountryItem[]>) {
      state.countries = action.payload;
    },
    setInstruments(state, action: PayloadAction<InstrumentItem[]>) {
      state.instruments = action.payload;
    },
  },
});

export const { setLoader, setCountries, setInstruments } = commonsSlice.actions;

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Reference lists change rarely: fetched once per store. */
export function loadCountries(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().commons.countries.length > 0) return;
    try {
      const page = await api.get<Page<CountryItem>>("/api/countries/", { query: { pageSize: 100 }, auth: false });
      dispatch(setCountries(page.results));
    } catch (error) {
      dispatch(reportError(error));
    }
  };
}

export function loadInstruments(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().commons.instruments.length > 0) return;
    try {
      const page = await api.get<Page<InstrumentItem>>("/api/instruments/", { query: { pageSize: 100 }, auth: false });
      dispatch(setInstruments(page.results));
    } catch (error) {
      dispatch(reportError(error));
    }
  };
}
