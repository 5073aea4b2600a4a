import type { Page } from "@fz/contracts/common";
import type { Country, Instrument } from "@fz/contracts/reference";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type CountryItem = Camel<Country>;
export type InstrumentItem = Camel<Instrument>;

/**
 * Reference lists (spec §7 countries and instruments), read without a session by the register
 * form and the back office's filters. They change rarely: kept for the whole visit.
 */
export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<CountryItem[], void>({
      query: () => ({ path: "/api/countries/", query: { pageSize: 100 }, auth: false }),
      transformResponse: (page: Page<CountryItem>) => page.results,
      keepUnusedDataFor: 3600,
      providesTags: ["Reference"],
    }),
    instruments: build.query<InstrumentItem[], void>({
      query: () => ({ path: "/api/instruments/", query: { pageSize: 100 }, auth: false }),
      transformResponse: (page: Page<InstrumentItem>) => page.results,
      keepUnusedDataFor: 3600,
      providesTags: ["Reference"],
    }),
  }),
});

export const { useCountriesQuery, useInstrumentsQuery } = referenceApi;
