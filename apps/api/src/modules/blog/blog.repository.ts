import { type SQL, and, asc, count, desc, eq, exists, inArray, like, ne, notInArray, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { blogCategories, blogPostCategories, blogPosts, users } from "@fz/db/schema";
import { preparedPerDb } from "../../lib/prepared";

export type PostRow = typeof blogPosts.$inferSelect;
export type NewPostRow = typeof blogPosts.$inferInsert;
export type CategoryRow = typeof blogCategories.$inferSelect;
export type PostStatus = PostRow["status"];

type Executor = Database | Tx;

/** A post row with its author's name (left join: the author may have been deleted). */
const postWithAuthor = {
  post: blogPosts,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};
export type PostWithAuthor = { post: PostRow; authorFirstName: string | null; authorLastName: string | null };

export interface PostFilters {
  status?: PostStatus;
  /** Already folded (lower case, no accents), matched against `search_text`. */
  search?: string;
  categorySlug?: string;
}

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function postConditions(filters: PostFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(blogPosts.status, filters.status));
  if (filters.search) conditions.push(like(blogPosts.searchText, likeContains(filters.search)));
  if (filters.categorySlug !== undefined) {
    conditions.push(
      exists(
        sql`(select 1 from ${blogPostCategories} inner join ${blogCategories} on ${blogCategories.id} = ${blogPostCategories.categoryId} where ${blogPostCategories.postId} = ${blogPosts.id} and ${blogCategories.slug} = ${filters.categorySlug})`,
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Admin order: most recently edited first. */
export async function listPosts(db: Executor, filters: PostFilters, limit: number, offset: number) {
  const where = postConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(postWithAuthor)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows: rows as PostWithAuthor[], total: total?.value ?? 0 };
}

const published = eq(blogPosts.status, "published");

// The unfiltered public list (the blog's first pages) is most of the traffic: prepared once.
const publishedListStatement = preparedPerDb((db) =>
  db
    .select(postWithAuthor)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(published)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("blog_published_list"),
);
const publishedCountStatement = preparedPerDb((db) => db.select({ value: count() }).from(blogPosts).where(published).prepare("blog_published_count"));

/** Public order: newest publication first. */
export async function listPublishedPosts(db: Database, filters: Omit<PostFilters, "status">, limit: number, offset: number) {
  if (!filters.search && filters.categorySlug === undefined) {
    const [rows, [total]] = await Promise.all([publishedListStatement(db).execute({ limit, offset }), publishedCountStatement(db).execute()]);
    return { rows: rows as PostWithAuthor[], total: total?.value ?? 0 };
  }
  const where = postConditions({ ...filters, status: "published" });
  const [rows, [total]] = await Promise.all([
    db
      .select(postWithAuthor)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows: rows as PostWithAuthor[], total: total?.value ?? 0 };
}

const publishedBySlugStatement = preparedPerDb((db) =>
  db
    .select(postWithAuthor)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), published))
    .prepare("blog_published_by_slug"),
);

/** A published post by slug (the public post page), prepared. */
export async function findPublishedPost(db: Database, slug: string): Promise<PostWithAuthor | undefined> {
  const [row] = await publishedBySlugStatement(db).execute({ slug });
  return row as PostWithAuthor | undefined;
}

export async function findPost(db: Executor, where: SQL): Promise<PostWithAuthor | undefined> {
  const [row] = await db.select(postWithAuthor).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId)).where(where);
  return row as PostWithAuthor | undefined;
}

export const byId = (id: number) => eq(blogPosts.id, id);

/** Locks the post so two edits (or two publications) of it are applied one after the other. */
export async function findPostForUpdate(tx: Tx, id: number): Promise<PostRow | undefined> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return row;
}

/** Slugs equal to `base` or starting with `base-`, to number a collision. */
export async function slugsStartingWith(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(sql`${blogPosts.slug} = ${base} or ${blogPosts.slug} like ${`${base}-%`}`);
  return rows.map((row) => row.slug);
}

export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const where = exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId));
  const rows = await db.select({ id: blogPosts.id }).from(blogPosts).where(where);
  return rows.length > 0;
}

/** Inserts the post; undefined when its slug is already taken (race-safe through the unique index). */
export async function insertPost(db: Executor, values: NewPostRow): Promise<PostRow | undefined> {
  const [row] = await db.insert(blogPosts).values(values).onConflictDoNothing({ target: blogPosts.slug }).returning();
  return row;
}

export async function updatePost(db: Executor, id: number, values: Partial<NewPostRow>): Promise<PostRow | undefined> {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deletePost(db: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

/** Makes the post's categories exactly `categoryIds`. */
export async function setPostCategories(db: Executor, postId: number, categoryIds: number[]): Promise<void> {
  await db
    .delete(blogPostCategories)
    .where(
      categoryIds.length > 0
        ? and(eq(blogPostCategories.postId, postId), notInArray(blogPostCategories.categoryId, categoryIds))
        : eq(blogPostCategories.postId, postId),
    );
  if (categoryIds.length > 0) {
    await db
      .insert(blogPostCategories)
      .values(categoryIds.map((categoryId) => ({ postId, categoryId })))
      .onConflictDoNothing();
  }
}

/** The categories of each post, by post id, in name order. */
export async function categoriesOfPosts(db: Executor, postIds: number[]): Promise<Map<number, CategoryRow[]>> {
  const result = new Map<number, CategoryRow[]>();
  if (postIds.length === 0) return result;
  const rows = await db
    .select({ postId: blogPostCategories.postId, category: blogCategories })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(asc(blogCategories.slug), asc(blogCategories.id));
  for (const { postId, category } of rows) {
    const list = result.get(postId) ?? [];
    list.push(category);
    result.set(postId, list);
  }
  return result;
}

/** Other published posts sharing one of `categoryIds`, newest first. */
export async function publishedPostsSharingCategories(db: Executor, postId: number, categoryIds: number[], limit: number) {
  if (categoryIds.length === 0 || limit <= 0) return [];
  const rows = await db
    .select(postWithAuthor)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(
      and(
        eq(blogPosts.status, "published"),
        ne(blogPosts.id, postId),
        exists(
          sql`(select 1 from ${blogPostCategories} where ${blogPostCategories.postId} = ${blogPosts.id} and ${inArray(blogPostCategories.categoryId, categoryIds)})`,
        ),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows as PostWithAuthor[];
}

/** The newest published posts other than `excludeIds`. */
export async function newestPublishedExcept(db: Executor, excludeIds: number[], limit: number) {
  if (limit <= 0) return [];
  const rows = await db
    .select(postWithAuthor)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(and(eq(blogPosts.status, "published"), notInArray(blogPosts.id, excludeIds)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows as PostWithAuthor[];
}

export async function listSitemap(db: Executor, limit: number, offset: number) {
  const where = eq(blogPosts.status, "published");
  const [rows, [total]] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// Categories

/** Categories in slug order (accent-folded, so close to Spanish order) with their post counts. */
export async function listCategories(db: Executor, publishedOnly: boolean, limit: number, offset: number) {
  const joinOn = publishedOnly
    ? and(eq(blogPosts.id, blogPostCategories.postId), eq(blogPosts.status, "published"))
    : eq(blogPosts.id, blogPostCategories.postId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ category: blogCategories, postCount: count(blogPosts.id) })
      .from(blogCategories)
      .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
      .leftJoin(blogPosts, joinOn)
      .groupBy(blogCategories.id)
      .orderBy(asc(blogCategories.slug), asc(blogCategories.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogCategories),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findCategory(db: Executor, id: number) {
  const [row] = await db
    .select({ category: blogCategories, postCount: count(blogPostCategories.postId) })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .where(eq(blogCategories.id, id))
    .groupBy(blogCategories.id);
  return row;
}

/** The categories among `ids` that exist, locked against removal until the transaction ends. */
export async function lockCategories(tx: Tx, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(blogCategories).where(inArray(blogCategories.id, ids)).for("share");
}

export async function findCategoryForUpdate(tx: Tx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
  return row;
}

/** Undefined when the slug is already taken (race-safe through the unique index). */
export async function insertCategory(db: Executor, values: { name: string; slug: string }): Promise<CategoryRow | undefined> {
  const [row] = await db.insert(blogCategories).values(values).onConflictDoNothing({ target: blogCategories.slug }).returning();
  return row;
}

export async function categorySlugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const where =
    exceptId === undefined
      ? eq(blogCategories.slug, slug)
      : and(eq(blogCategories.slug, slug), ne(blogCategories.id, exceptId));
  const rows = await db.select({ id: blogCategories.id }).from(blogCategories).where(where);
  return rows.length > 0;
}

export async function updateCategory(db: Executor, id: number, values: { name: string; slug: string }) {
  const [row] = await db
    .update(blogCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
  return row;
}

/** Slugs of the published posts in a category (their pages show the category). */
export async function publishedSlugsInCategory(db: Executor, categoryId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostCategories)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostCategories.postId))
    .where(and(eq(blogPostCategories.categoryId, categoryId), eq(blogPosts.status, "published")));
  return rows.map((row) => row.slug);
}
