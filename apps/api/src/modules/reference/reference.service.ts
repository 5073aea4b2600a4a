import type { Country, Instrument } from "@fz/contracts/reference";
import type { Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import * as repo from "./reference.repository";

const spanish = new Intl.Collator("es", { sensitivity: "base" });

/** A country's or an instrument's id and name. */
export interface ReferenceName {
  id: number;
  name: string;
}

/** Instruments and countries. */
export interface ReferenceService {
  listInstruments(limit: number, offset: number): Promise<{ total: number; items: Instrument[] }>;
  getInstrument(id: number): Promise<Instrument>;
  /** Id and name of these countries and instruments, by id (a list of students names each one). */
  namesOf(ids: { countries: number[]; instruments: number[] }): Promise<{ countries: Map<number, ReferenceName>; instruments: Map<number, ReferenceName> }>;
  /** Countries in Spanish order, paged. */
  listCountries(limit: number, offset: number): Promise<{ total: number; items: Country[] }>;
}

export function createReferenceService(db: Database): ReferenceService {
  return {
    async listInstruments(limit: number, offset: number): Promise<{ total: number; items: Instrument[] }> {
      const { rows, total } = await repo.listInstruments(db, limit, offset);
      return { total, items: rows.map(({ id, name, slug }) => ({ id, name, slug })) };
    },

    async getInstrument(id: number): Promise<Instrument> {
      const row = await repo.findInstrument(db, id);
      if (!row) throw notFound("El instrumento no existe.");
      return { id: row.id, name: row.name, slug: row.slug };
    },

    async namesOf(ids: { countries: number[]; instruments: number[] }) {
      const { countryRows, instrumentRows } = await repo.namesOf(db, { countries: [...new Set(ids.countries)], instruments: [...new Set(ids.instruments)] });
      return {
        countries: new Map(countryRows.map((c) => [c.id, c])),
        instruments: new Map(instrumentRows.map((i) => [i.id, i])),
      };
    },

    /**
     * Countries sorted by Spanish rules (PGlite has no ICU collations, so the sort is done
     * here, on a list of a few dozen rows) and then paged.
     */
    async listCountries(limit: number, offset: number): Promise<{ total: number; items: Country[] }> {
      const rows = await repo.listCountries(db);
      rows.sort((a, b) => spanish.compare(a.name, b.name));
      return {
        total: rows.length,
        items: rows.slice(offset, offset + limit).map((c) => ({ id: c.id, name: c.name, code: c.code, phone_code: c.phoneCode })),
      };
    },
  };
}
