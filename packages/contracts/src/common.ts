import { z } from "zod";

/**
 * The one error shape of every failed request: Spanish, human-readable messages (the web
 * shows one toast per message) and a machine-readable code. `fields`, when a refusal only the
 * server can make is about fields of the request (an e-mail or a slug already taken): each
 * field's message, which a form shows at the field (issue 35.11).
 */
export const errorResponse = z.object({
  errors: z.array(z.string()).min(1),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `?page=&page_size=` — bounded so no list is ever unbounded. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: "La página debe ser un número" })
    .int({ error: "La página debe ser un número entero" })
    .min(1, { error: "La página debe ser 1 o mayor" })
    .default(1),
  page_size: z.coerce
    .number({ error: "El tamaño de página debe ser un número" })
    .int({ error: "El tamaño de página debe ser un número entero" })
    .min(1, { error: "El tamaño de página debe ser 1 o mayor" })
    .max(MAX_PAGE_SIZE, { error: `El tamaño de página no puede ser mayor que ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * The long lists (students, notifications, points history) also take `?cursor=`: the opaque
 * position a `next` / `previous` link carries (keyset pagination: a deep page costs what the
 * first does). `page` keeps working; with a cursor it is ignored.
 */
export const cursorPageQuery = pageQuery.extend({
  cursor: z.string().max(512, { error: "El cursor de paginación no es válido" }).optional(),
});
export type CursorPageQuery = z.infer<typeof cursorPageQuery>;

/** A Django REST style page as a plain type (the web's one `Page<T>`; keys are the same in both cases). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Django REST style page: `{ count, next, previous, results }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** Ids are PostgreSQL `integer` columns: a larger number can name nothing (and the database refuses it). */
export const MAX_ID = 2_147_483_647;

export const idParam = z.object({
  id: z.coerce
    .number({ error: "El identificador debe ser un número" })
    .int({ error: "El identificador debe ser un número entero" })
    .positive({ error: "El identificador debe ser positivo" })
    .max(MAX_ID, { error: "El identificador no es válido" }),
});

export const okResponse = z.object({ detail: z.string() });
