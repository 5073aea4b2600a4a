import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const blogPostStatus = pgEnum("blog_post_status", ["draft", "published"]);

/** Blog categories (Acordeón, Guitarra…); the slug is the public URL segment. */
export const blogCategories = pgTable(
  "blog_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_categories_slug_key").on(t.slug)],
);

/**
 * Blog posts. The Markdown source is kept; `body_html` is rendered and sanitised when the
 * post is written, so a read never renders and no unsanitised HTML is ever stored.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Unique: two concurrent posts with the same title cannot take the same URL. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** Title, excerpt and body text, lower-cased with accents folded: accent-blind search on both drivers. */
    searchText: text("search_text").notNull().default(""),
    coverImageUrl: text("cover_image_url"),
    status: blogPostStatus("status").notNull().default("draft"),
    /** Shown date; kept when a post is unpublished so re-publishing keeps its history. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set once, on the first publication: the "post published" event fires only then. */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    readingTimeMinutes: integer("reading_time_minutes").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt.desc()),
    index("blog_posts_author_idx").on(t.authorId),
    check("blog_posts_reading_time_positive", sql`${t.readingTimeMinutes} >= 1`),
    check("blog_posts_published_has_date", sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/** Post ↔ category, many-to-many; removing either side removes the link only. */
export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index("blog_post_categories_category_idx").on(t.categoryId)],
);
