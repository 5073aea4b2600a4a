/**
 * The four vallenato airs, in the order the academy teaches them, without any schema: pages
 * that only name an air (a topic's practice preset) import this and not zod.
 */
export const PRACTICE_AIRS = ["paseo", "merengue", "son", "puya"] as const;
export type PracticeAir = (typeof PRACTICE_AIRS)[number];

export const AIR_NAMES: Record<PracticeAir, string> = { paseo: "Paseo", merengue: "Merengue", son: "Son", puya: "Puya" };
