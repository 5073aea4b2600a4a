import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Accented letters (both cases: lower() ignores them under the C locale) and their plain forms:
 * the same two lists as the SQL function fold_search() of migration 0007.
 */
export const FOLD_FROM = "áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ";
export const FOLD_TO = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";

/**
 * Lower case without accents, in SQL: fold_search() is IMMUTABLE, so the students' trigram and
 * name indexes are built on it and match these expressions (PGlite has no unaccent loaded).
 */
export const foldSql = (expr: SQL) => sql`fold_search(${expr})`;

/** The same folding in JavaScript, for the search terms. */
export function foldText(value: string): string {
  let out = "";
  for (const char of value.toLowerCase()) {
    const index = FOLD_FROM.indexOf(char);
    out += index >= 0 ? FOLD_TO[index] : char;
  }
  return out;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column contains `q`, accents and case aside; no condition without `q`. */
export const foldedContains = (column: AnyColumn, q: string | undefined): SQL | undefined =>
  q ? sql`${foldSql(sql`${column}`)} like ${`%${escapeLike(foldText(q))}%`}` : undefined;
