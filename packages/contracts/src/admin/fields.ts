import { z } from "zod";
import { SLUG_PATTERN } from "../blog";
import { MAX_ID } from "../common";

/** Field builders the back office's schemas share (ids, booleans, texts, dates, slugs, images, positions). */

export const id = (label: string) =>
  z
    .number({ error: `${label} no es válido` })
    .int({ error: `${label} no es válido` })
    .positive({ error: `${label} no es válido` })
    .max(MAX_ID, { error: `${label} no es válido` });
export const queryId = (label: string) =>
  z.coerce
    .number({ error: `${label} no es válido` })
    .int({ error: `${label} no es válido` })
    .positive({ error: `${label} no es válido` })
    .max(MAX_ID, { error: `${label} no es válido` });
export const bool = (label: string) =>
  z.enum(["true", "false"], { error: `${label} debe ser true o false` }).transform((value) => value === "true");
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .min(min, { error: min === 1 ? `${label} es obligatorio` : `${label} debe tener al menos ${min} caracteres` })
    .max(max, { error: `${label} no puede tener más de ${max} caracteres` });

/** `2026-03-01` (a whole day, Colombian time) or an ISO 8601 date and time with its offset. */
export const dateOrDateTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, {
      error: `${label} debe ser una fecha AAAA-MM-DD o una fecha y hora ISO 8601`,
    });

export const adminSlug = z
  .string({ error: "El slug debe ser un texto" })
  .trim()
  .min(1, { error: "El slug no puede estar vacío" })
  .max(100, { error: "El slug no puede tener más de 100 caracteres" })
  .regex(SLUG_PATTERN, { error: "El slug solo puede tener letras minúsculas sin tildes, números y guiones entre palabras" });

/** A path of this site (`/images/x.jpg`) or an absolute http(s) URL. */
export const imageUrl = z
  .string({ error: "La imagen debe ser un texto" })
  .trim()
  .max(500, { error: "La URL de la imagen no puede tener más de 500 caracteres" })
  .refine(
    (value) => {
      if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: "La imagen debe ser una URL http(s) o una ruta del sitio que empiece por «/»" },
  );

export const countedLink = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), link: z.string(), results: z.array(item) });

export const position = z.number({ error: "La posición debe ser un número" }).int({ error: "La posición debe ser un número entero" }).min(0, { error: "La posición no puede ser negativa" }).max(100_000, { error: "La posición es demasiado grande" });
