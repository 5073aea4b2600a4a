import type { PublicCache } from "./public-cache";

/**
 * A read of published catalogue content only — never of a session — kept in the public cache's
 * value store until the next catalogue write (decision 069), like a signed-in topic's shared
 * part (030): the catalogue rows, counts, prices and rules a signed-in list is built around,
 * so that only the student's own rows are read per request. Without a cache (some unit tests)
 * every call reads.
 *
 * The value comes back deeply frozen: callers read it and build their answers beside it.
 */
export type CatalogueMemo = <T extends object>(key: string, load: () => Promise<T>, bytes?: (value: T) => number) => Promise<Readonly<T>>;

export function catalogueMemo(cache: PublicCache | undefined): CatalogueMemo {
  if (!cache) return (_key, load) => load();
  return async <T extends object>(key: string, load: () => Promise<T>, bytes?: (value: T) => number) => {
    const known = cache.getValue<T>(key);
    if (known) return known;
    // Read before the statement: a write landing meanwhile makes the value too old to keep.
    const generation = cache.generation("catalogue");
    const value = await load();
    return cache.setValue(key, "catalogue", generation, value, bytes?.(value) ?? 2048);
  };
}
