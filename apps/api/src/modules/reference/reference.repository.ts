import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "@fz/db/client";
import { countries, instruments } from "@fz/db/schema";

export async function listInstruments(db: Database, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(instruments).orderBy(asc(instruments.position), asc(instruments.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(instruments),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findInstrument(db: Database, id: number) {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
  return row;
}

export async function listCountries(db: Database) {
  return db.select().from(countries);
}

/** Names of these countries and instruments (the back office's lists of students). */
export async function namesOf(db: Database, ids: { countries: number[]; instruments: number[] }) {
  const [countryRows, instrumentRows] = await Promise.all([
    ids.countries.length === 0 ? [] : db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, ids.countries)),
    ids.instruments.length === 0 ? [] : db.select({ id: instruments.id, name: instruments.name }).from(instruments).where(inArray(instruments.id, ids.instruments)),
  ]);
  return { countryRows, instrumentRows };
}
