import type { MetadataRoute } from "next";

export interface SitemapPost {
  slug: string;
  publishedAt: string;
  updatedAt: string;
}

export interface SitemapInput {
  origin: string;
  courseSlugs: readonly string[];
  posts: SitemapPost[];
  categorySlugs: string[];
  /** Pages that are not generated from data: home, courses, blog, legal... */
  staticPaths: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" | "yearly" }[];
  now?: Date;
}

/** Every public page of the site, the newest post date marking the blog as changed. */
export function buildSitemap(input: SitemapInput): MetadataRoute.Sitemap {
  const now = input.now ?? new Date();
  const newestPost = input.posts.reduce<string | null>(
    (newest, post) => (newest === null || post.updatedAt > newest ? post.updatedAt : newest),
    null,
  );
  const url = (path: string) => `${input.origin}${path === "/" ? "/" : path}`;
  const entries: MetadataRoute.Sitemap = input.staticPaths.map((page) => ({
    url: url(page.path),
    lastModified: page.path === "/blog" && newestPost ? new Date(newestPost) : now,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  for (const slug of input.courseSlugs) {
    entries.push({ url: url(`/${slug}`), lastModified: now, changeFrequency: "weekly", priority: 0.9 });
  }
  for (const slug of input.categorySlugs) {
    entries.push({ url: url(`/blog/categoria/${slug}`), changeFrequency: "weekly", priority: 0.5 });
  }
  for (const post of input.posts) {
    entries.push({ url: url(`/blog/${post.slug}`), lastModified: new Date(post.updatedAt), changeFrequency: "monthly", priority: 0.7 });
  }
  return entries;
}
