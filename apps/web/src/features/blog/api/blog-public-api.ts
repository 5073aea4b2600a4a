import type { BlogCategory, PublicPost, PublicPostSummary, SitemapEntry } from "@fz/contracts/blog";
import type { Page } from "@fz/contracts/common";
import { isApiError } from "@/lib/api-error";
import type { Camel } from "@/lib/case";
import { CACHE_TAGS, fetchPublic, logUnavailable } from "@/lib/server-api";

export type PostSummary = Camel<PublicPostSummary>;
export type PostDetail = Camel<PublicPost>;
export type CategoryItem = Camel<BlogCategory>;
export type SitemapItem = Camel<SitemapEntry>;

/** The blog API revalidates these pages after every write; the timer is only a safety net. */
const options = { revalidate: 3600, tags: [CACHE_TAGS.blog] };

export const POSTS_PER_PAGE = 9;

/** A page of published posts (optionally of one category); null when the API cannot answer. */
export async function listPublishedPosts(page: number, category?: string): Promise<Page<PostSummary> | null> {
  try {
    return await fetchPublic<Page<PostSummary>>("/api/blog/public/posts/", {
      ...options,
      query: { page, page_size: POSTS_PER_PAGE, category },
    });
  } catch (error) {
    // A page past the end is a 404 of the page, not an outage.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return { count: 0, next: null, previous: null, results: [] };
    }
    logUnavailable("/api/blog/public/posts/", error);
    return null;
  }
}

/** The newest posts, for the home page. */
export async function latestPosts(count: number): Promise<PostSummary[]> {
  try {
    const page = await fetchPublic<Page<PostSummary>>("/api/blog/public/posts/", { ...options, query: { page_size: count } });
    return page.results;
  } catch (error) {
    logUnavailable("/api/blog/public/posts/", error);
    return [];
  }
}

/** One published post; null for an unknown slug (the page answers 404). Outages throw. */
export async function getPublishedPost(slug: string): Promise<PostDetail | null> {
  try {
    return await fetchPublic<PostDetail>(`/api/blog/public/posts/${encodeURIComponent(slug)}/`, options);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Categories with their number of published posts (the blog has a handful). */
export async function listPublicCategories(): Promise<CategoryItem[]> {
  try {
    const page = await fetchPublic<Page<CategoryItem>>("/api/blog/public/categories/", {
      ...options,
      query: { page_size: 100 },
    });
    return page.results;
  } catch (error) {
    logUnavailable("/api/blog/public/categories/", error);
    return [];
  }
}

const SITEMAP_PAGE_SIZE = 100;
/** 50 000 URLs is a sitemap file's limit. */
const SITEMAP_MAX_PAGES = 500;

/** Every published post for the sitemap, page by page; what was read so far if the API fails. */
export async function allSitemapEntries(): Promise<SitemapItem[]> {
  const entries: SitemapItem[] = [];
  for (let page = 1; page <= SITEMAP_MAX_PAGES; page += 1) {
    try {
      const answer = await fetchPublic<Page<SitemapItem>>("/api/blog/public/sitemap/", {
        ...options,
        query: { page, page_size: SITEMAP_PAGE_SIZE },
      });
      entries.push(...answer.results);
      if (!answer.next || answer.results.length === 0) break;
    } catch (error) {
      logUnavailable("/api/blog/public/sitemap/", error);
      break;
    }
  }
  return entries;
}
