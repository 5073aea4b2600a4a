import type { MetadataRoute } from "next";
import { COURSE_SLUG_LIST } from "@/config/courses";
import { allSitemapEntries, listPublicCategories } from "@/features/blog/api/blog-public-api";
import { siteUrl } from "@/lib/seo";
import { buildSitemap } from "@/lib/sitemap";

// Static, refreshed by the blog's on-demand revalidation (and at the server's start: the build
// has no API to ask); the timer is a safety net.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories] = await Promise.all([allSitemapEntries(), listPublicCategories()]);
  return buildSitemap({
    origin: siteUrl(),
    courseSlugs: COURSE_SLUG_LIST,
    posts,
    categorySlugs: categories.filter((category) => category.postCount > 0).map((category) => category.slug),
    staticPaths: [
      { path: "/", priority: 1, changeFrequency: "weekly" },
      { path: "/cursos", priority: 0.9, changeFrequency: "weekly" },
      { path: "/blog", priority: 0.8, changeFrequency: "daily" },
      { path: "/registro", priority: 0.5, changeFrequency: "yearly" },
      { path: "/privacidad", priority: 0.2, changeFrequency: "yearly" },
      { path: "/terminos", priority: 0.2, changeFrequency: "yearly" },
    ],
  });
}
