import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { countries, instruments, users } from "../schema";

export interface DemoAccount {
  email: string;
  password: string;
  role: "student" | "admin" | "teacher";
  firstName: string;
  lastName: string;
  country?: string;
  instrument?: string;
}

/** Documented in the README; never created when NODE_ENV=production. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@fzacademia.com", password: "AdminFZ2026!", role: "admin", firstName: "Fabián", lastName: "Zuleta", country: "CO" },
  { email: "estudiante@fzacademia.com", password: "Estudiante2026!", role: "student", firstName: "Camila", lastName: "Gutiérrez", country: "CO", instrument: "acordeon" },
  { email: "andres@fzacademia.com", password: "Estudiante2026!", role: "student", firstName: "Andrés", lastName: "Muñoz", country: "MX", instrument: "guitarra" },
  { email: "profesor@fzacademia.com", password: "Profesor2026!", role: "teacher", firstName: "Rafael", lastName: "Orozco", country: "CO", instrument: "acordeon" },
  { email: "lucia@fzacademia.com", password: "Estudiante2026!", role: "student", firstName: "Lucía", lastName: "Peña", country: "VE", instrument: "caja-vallenata" },
];

export interface SeedDemoOptions {
  hashPassword(password: string): Promise<string>;
}

/** Creates the demo accounts that do not exist yet; returns the ones it created. */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing.length > 0) continue;
    const [country] = account.country
      ? await db.select({ id: countries.id }).from(countries).where(eq(countries.code, account.country))
      : [];
    const [instrument] = account.instrument
      ? await db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, account.instrument))
      : [];
    const inserted = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await options.hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        countryId: country?.id ?? null,
        instrumentId: instrument?.id ?? null,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0) created.push(account);
  }
  return created;
}
