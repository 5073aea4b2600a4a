/** Lower-cases and removes diacritics: "Acordeón Ñandú" → "acordeon nandu". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/**
 * A URL slug from a Spanish title: accents folded (á→a, ñ→n, ü→u), lower case, every run of
 * other characters one hyphen, cut at a word boundary within `maxLength` so it stays readable
 * (a word longer than that is cut). `fallback` when nothing is left ("¡¿?!").
 */
export function slugify(text: string, { maxLength, fallback }: { maxLength: number; fallback: string }): string {
  const words = foldAccents(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  if (!slug && words[0]) slug = words[0].slice(0, maxLength);
  return slug || fallback;
}

/**
 * The first free slug for `base` given the slugs already taken that start with it:
 * `base`, then `base-2`, `base-3`… (the lowest free number).
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
