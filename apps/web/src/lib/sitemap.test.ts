import { describe, expect, it } from "vitest";
import { COURSE_SLUG_LIST } from "@/config/courses";
import { buildSitemap } from "@/lib/sitemap";

describe("sitemap builder", () => {
  const now = new Date("2026-02-01T00:00:00.000Z");
  const base = {
    origin: "https://fzacademia.com",
    courseSlugs: COURSE_SLUG_LIST,
    categorySlugs: ["acordeon"],
    staticPaths: [
      { path: "/", priority: 1, changeFrequency: "weekly" as const },
      { path: "/blog", priority: 0.8, changeFrequency: "daily" as const },
    ],
    now,
  };

  it("lists the static pages, the six landing pages, categories and every post", () => {
    const entries = buildSitemap({
      ...base,
      posts: [
        { slug: "uno", publishedAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-05T00:00:00.000Z" },
        { slug: "dos", publishedAt: "2026-01-10T00:00:00.000Z", updatedAt: "2026-01-11T00:00:00.000Z" },
      ],
    });
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain("https://fzacademia.com/");
    expect(urls).toContain("https://fzacademia.com/como-tocar-guitarra-urbana");
    expect(urls).toContain("https://fzacademia.com/blog/categoria/acordeon");
    expect(urls).toContain("https://fzacademia.com/blog/dos");
    expect(urls).toHaveLength(2 + 6 + 1 + 2);
    expect(entries.find((entry) => entry.url.endsWith("/blog/uno"))?.lastModified).toEqual(new Date("2026-01-05T00:00:00.000Z"));
    // The blog index changed when its newest post did.
    expect(entries.find((entry) => entry.url.endsWith("/blog"))?.lastModified).toEqual(new Date("2026-01-11T00:00:00.000Z"));
  });

  it("still lists every page when the blog API gave nothing", () => {
    const entries = buildSitemap({ ...base, posts: [], categorySlugs: [] });
    expect(entries).toHaveLength(2 + 6);
    expect(entries.find((entry) => entry.url.endsWith("/blog"))?.lastModified).toEqual(now);
  });
});
