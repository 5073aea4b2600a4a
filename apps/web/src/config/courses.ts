/**
 * The six courses of spec §2 and the slug map of spec §3: the one place that knows which
 * root path is a course landing page. Everything else (titles, levels, topics, prices)
 * comes from the catalogue API; the marketing copy below fills the page when the API is
 * unreachable and gives each landing its own voice.
 */
export const COURSE_SLUGS = {
  acordeon: "como-tocar-acordeon-vallenato",
  guitarra: "como-tocar-guitarra",
  percusion: "como-tocar-caja-vallenata",
  percusionGuacharaca: "como-tocar-guacharaca-vallenata",
  guitarraVallenata: "como-tocar-guitarra-vallenata",
  guitarraUrbana: "como-tocar-guitarra-urbana",
} as const;

export type CourseKey = keyof typeof COURSE_SLUGS;
export type CourseSlug = (typeof COURSE_SLUGS)[CourseKey];

export const COURSE_KEYS = Object.keys(COURSE_SLUGS) as CourseKey[];
export const COURSE_SLUG_LIST: CourseSlug[] = COURSE_KEYS.map((key) => COURSE_SLUGS[key]);

export function isCourseSlug(value: string): value is CourseSlug {
  return (COURSE_SLUG_LIST as string[]).includes(value);
}

export function courseKeyOf(slug: string): CourseKey | undefined {
  return COURSE_KEYS.find((key) => COURSE_SLUGS[key] === slug);
}

export function coursePath(slug: string): string {
  return `/${slug}`;
}

/** The artwork shipped in public/images (made by scripts/generate-images.mjs). */
export function courseImage(slug: string): string {
  return `/images/courses/${slug}.jpg`;
}

export const FALLBACK_IMAGE = "/images/fallback.jpg";
export const OG_DEFAULT_IMAGE = "/images/og-default.jpg";

/** The three subscription lengths the register modal and the plans offer (months). */
export const PLAN_MONTHS = [1, 4, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

/** Spec §9: points earned with each subscription length. */
export const PLAN_POINTS: Record<PlanMonths, number> = { 1: 500, 4: 1000, 12: 2000 };

export function planLabel(months: number): string {
  return months === 1 ? "1 mes" : months === 12 ? "12 meses" : `${months} meses`;
}
