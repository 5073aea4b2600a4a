import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { blogCategories, blogPostCategories, blogPosts, users } from "../schema";
import { DEMO_BLOG_CATEGORIES, DEMO_BLOG_POSTS } from "./blog-content";

export const BLOG_AUTHOR_EMAIL = "admin@fzacademia.com";

export interface PreparedPostFields {
  bodyHtml: string;
  excerpt: string;
  readingTimeMinutes: number;
  searchText: string;
}

export interface SeedBlogOptions {
  /** The API's Markdown rendering and derived fields, so the seed stores what a write through the API would. */
  preparePost(input: { title: string; excerpt: string; bodyMarkdown: string }): PreparedPostFields;
  now?: Date;
}

const DAY_MS = 86_400_000;

/**
 * Demo blog: categories and posts by the admin demo account. Idempotent: only what is missing
 * is created. A seeded post whose Markdown was not edited since gets its derived fields
 * (HTML, reading time) refreshed, so a change of renderer reaches the demo content too.
 */
export async function seedBlog(db: Database, options: SeedBlogOptions): Promise<{ created: number }> {
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, BLOG_AUTHOR_EMAIL));
  if (!author) return { created: 0 };
  const now = options.now ?? new Date();

  await db
    .insert(blogCategories)
    .values(DEMO_BLOG_CATEGORIES.map(({ name, slug }) => ({ name, slug })))
    .onConflictDoNothing({ target: blogCategories.slug });
  const categoryRows = await db
    .select({ id: blogCategories.id, slug: blogCategories.slug })
    .from(blogCategories)
    .where(
      inArray(
        blogCategories.slug,
        DEMO_BLOG_CATEGORIES.map((c) => c.slug),
      ),
    );
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  let created = 0;
  for (const post of DEMO_BLOG_POSTS) {
    const prepared = options.preparePost({ title: post.title, excerpt: post.excerpt, bodyMarkdown: post.body });
    const publishedAt = post.publishedDaysAgo === null ? null : new Date(now.getTime() - post.publishedDaysAgo * DAY_MS);
    const writtenAt = publishedAt ?? new Date(now.getTime() - 2 * DAY_MS);
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(blogPosts)
        .values({
          slug: post.slug,
          title: post.title,
          excerpt: prepared.excerpt,
          bodyMarkdown: post.body,
          bodyHtml: prepared.bodyHtml,
          searchText: prepared.searchText,
          readingTimeMinutes: prepared.readingTimeMinutes,
          coverImageUrl: `/images/blog/${post.slug}.jpg`,
          status: publishedAt ? "published" : "draft",
          publishedAt,
          firstPublishedAt: publishedAt,
          authorId: author.id,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        })
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      if (inserted) {
        created += 1;
        const links = post.categories.flatMap((slug) => {
          const id = categoryId.get(slug);
          return id ? [{ postId: inserted.id, categoryId: id }] : [];
        });
        if (links.length > 0) await tx.insert(blogPostCategories).values(links).onConflictDoNothing();
        return;
      }
      await tx
        .update(blogPosts)
        .set({ bodyHtml: prepared.bodyHtml, readingTimeMinutes: prepared.readingTimeMinutes, searchText: prepared.searchText })
        .where(
          and(
            eq(blogPosts.slug, post.slug),
            eq(blogPosts.title, post.title),
            eq(blogPosts.excerpt, prepared.excerpt),
            eq(blogPosts.bodyMarkdown, post.body),
          ),
        );
    });
  }
  return { created };
}
