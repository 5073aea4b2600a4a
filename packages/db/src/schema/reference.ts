import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Instruments the academy teaches (acordeón, guitarra, caja, guacharaca…). */
export const instruments = pgTable(
  "instruments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("instruments_slug_key").on(t.slug)],
);

/** Countries a student can say they live in, with their international phone code. */
export const countries = pgTable(
  "countries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    phoneCode: text("phone_code").notNull(),
  },
  (t) => [uniqueIndex("countries_code_key").on(t.code)],
);
