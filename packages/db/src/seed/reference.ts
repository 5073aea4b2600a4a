import type { Database } from "../client";
import { countries, instruments } from "../schema";

export const INSTRUMENTS = [
  { slug: "acordeon", name: "Acordeón", position: 1 },
  { slug: "guitarra", name: "Guitarra", position: 2 },
  { slug: "caja-vallenata", name: "Caja vallenata", position: 3 },
  { slug: "guacharaca", name: "Guacharaca", position: 4 },
] as const;

/** Spanish-speaking America first (the academy's audience), then the diaspora. */
export const COUNTRIES = [
  { code: "CO", name: "Colombia", phoneCode: "+57" },
  { code: "AR", name: "Argentina", phoneCode: "+54" },
  { code: "BO", name: "Bolivia", phoneCode: "+591" },
  { code: "BR", name: "Brasil", phoneCode: "+55" },
  { code: "CL", name: "Chile", phoneCode: "+56" },
  { code: "CR", name: "Costa Rica", phoneCode: "+506" },
  { code: "CU", name: "Cuba", phoneCode: "+53" },
  { code: "EC", name: "Ecuador", phoneCode: "+593" },
  { code: "SV", name: "El Salvador", phoneCode: "+503" },
  { code: "GT", name: "Guatemala", phoneCode: "+502" },
  { code: "HN", name: "Honduras", phoneCode: "+504" },
  { code: "MX", name: "México", phoneCode: "+52" },
  { code: "NI", name: "Nicaragua", phoneCode: "+505" },
  { code: "PA", name: "Panamá", phoneCode: "+507" },
  { code: "PY", name: "Paraguay", phoneCode: "+595" },
  { code: "PE", name: "Perú", phoneCode: "+51" },
  { code: "PR", name: "Puerto Rico", phoneCode: "+1" },
  { code: "DO", name: "República Dominicana", phoneCode: "+1" },
  { code: "UY", name: "Uruguay", phoneCode: "+598" },
  { code: "VE", name: "Venezuela", phoneCode: "+58" },
  { code: "ES", name: "España", phoneCode: "+34" },
  { code: "US", name: "Estados Unidos", phoneCode: "+1" },
  { code: "CA", name: "Canadá", phoneCode: "+1" },
] as const;

/** Reference data every environment needs (production included). Idempotent. */
export async function seedReference(db: Database): Promise<void> {
  await db.insert(instruments).values([...INSTRUMENTS]).onConflictDoNothing();
  await db.insert(countries).values([...COUNTRIES]).onConflictDoNothing();
}
