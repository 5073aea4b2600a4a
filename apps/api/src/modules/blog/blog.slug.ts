import { SLUG_MAX_LENGTH } from "@fz/contracts/blog";
import { slugify as slugifyText } from "../../lib/slug";

export { firstFreeSlug, foldAccents } from "../../lib/slug";

/** A post's or category's slug: room is left for a "-NN" collision suffix (lib/slug.ts). */
export function slugify(text: string, fallback = "entrada"): string {
  return slugifyText(text, { maxLength: SLUG_MAX_LENGTH - 4, fallback });
}
