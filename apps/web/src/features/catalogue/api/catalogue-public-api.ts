import type { Course, Level, TopicSummary } from "@fz/contracts/catalogue";
import type { Page } from "@fz/contracts/common";
import { isApiError } from "@/lib/api-error";
import type { Camel } from "@/lib/case";
import { CACHE_TAGS, fetchPublic, logUnavailable } from "@/lib/server-api";

export type CourseItem = Camel<Course>;
export type LevelItem = Camel<Level>;
export type TopicItem = Camel<TopicSummary>;

/** The catalogue changes rarely and its API does not ask for revalidation: ten minutes. */
const options = { revalidate: 600, tags: [CACHE_TAGS.catalogue] };
const PAGE_SIZE = 100;

/** Every course (the catalogue has six), or null when the API cannot be reached. */
export async function listCourses(): Promise<CourseItem[] | null> {
  try {
    const page = await fetchPublic<Page<CourseItem>>("/api/courses_public/", { ...options, query: { page_size: PAGE_SIZE } });
    return [...page.results].sort((a, b) => a.position - b.position);
  } catch (error) {
    logUnavailable("/api/courses_public/", error);
    return null;
  }
}

/** Every level, or only a course's (by slug); null when the API cannot be reached. */
export async function listLevels(courseSlug?: string): Promise<LevelItem[] | null> {
  try {
    const page = await fetchPublic<Page<LevelItem>>("/api/levels_public/", {
      ...options,
      query: { course: courseSlug, page_size: PAGE_SIZE },
    });
    return [...page.results].sort((a, b) => a.position - b.position);
  } catch (error) {
    logUnavailable("/api/levels_public/", error);
    return null;
  }
}

export type CourseLanding =
  | { status: "found"; course: CourseItem; levels: LevelItem[]; topics: TopicItem[]; purchaseAllOnSale: boolean }
  | { status: "missing" }
  | { status: "unavailable" };

/**
 * What a course landing page shows: the course, its levels and their topics (to mark the
 * free previews). "missing" is the API's 404; "unavailable" means it could not answer.
 */
export async function getCourseLanding(slug: string): Promise<CourseLanding> {
  let course: CourseItem;
  try {
    course = await fetchPublic<CourseItem>(`/api/courses_public/${encodeURIComponent(slug)}/`, options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: "missing" };
    logUnavailable(`/api/courses_public/${slug}/`, error);
    return { status: "unavailable" };
  }
  const [levels, topics, purchaseAllOnSale] = await Promise.all([
    listLevels(slug),
    fetchPublic<Page<TopicItem>>("/api/themes_public/", { ...options, query: { course: slug, page_size: PAGE_SIZE } })
      .then((page) => page.results)
      .catch((error: unknown) => {
        logUnavailable("/api/themes_public/", error);
        return [] as TopicItem[];
      }),
    // "Comprar todos los niveles" only when the shop has a priced purchase-all to sell.
    fetchPublic<{ options: unknown[] }>("/api/levels_public/purchase-all/", { ...options, query: { course: slug } })
      .then((offer) => offer.options.length > 0)
      .catch((error: unknown) => {
        logUnavailable("/api/levels_public/purchase-all/", error);
        return false;
      }),
  ]);
  return { status: "found", course, levels: levels ?? [], topics, purchaseAllOnSale };
}
