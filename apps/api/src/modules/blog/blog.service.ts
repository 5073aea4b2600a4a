import type {
  AdminPost,
  AdminPostSummary,
  AdminPostsQuery,
  BlogPostPatch,
  BlogPostWrite,
  PublicPost,
  PublicPostSummary,
  PublicPostsQuery,
  SitemapEntry,
} from "@fz/contracts/blog";
import type { Database, Tx } from "@fz/db/client";
import { badRequest, fieldRefused, isUniqueViolation, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { AuditService } from "../audit/audit.service";
import type { MediaService, StoredImage } from "../media/media.service";
import { BLOG_POST_PUBLISHED } from "./blog.events";
import { toAdminSummary, toPublicSummary } from "./blog.mappers";
import { type MarkdownRenderer, preparePostBody } from "./blog.markdown";
import * as repo from "./blog.repository";
import type { RevalidateWebPaths } from "../../plugins/page-revalidation";
import { firstFreeSlug, foldAccents, slugify } from "./blog.slug";

export interface BlogDeps {
  db: Database;
  events: EventBus;
  /** Cover images, checked and stored. */
  media: Pick<MediaService, "storeImage">;
  renderMarkdown: MarkdownRenderer;
  revalidate: RevalidateWebPaths;
  /** Every back-office change is audited, in the transaction of the change. */
  audit: Pick<AuditService, "record">;
}

/** What the audit log keeps of a post: what identifies it and how it is shown, not its body. */
export function auditedPost(post: repo.PostRow, categories: repo.CategoryRow[]) {
  return {
    title: post.title,
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    cover_image_url: post.coverImageUrl,
    published_at: post.publishedAt,
    categories: categories.map((c) => c.slug),
    body_length: post.bodyMarkdown.length,
  };
}

/** `blog_post.publish` / `.unpublish` when the status flips, else `.update`. */
function postAction(before: repo.PostRow, after: repo.PostRow): "blog_post.publish" | "blog_post.unpublish" | "blog_post.update" {
  if (before.status !== "published" && after.status === "published") return "blog_post.publish";
  if (before.status === "published" && after.status !== "published") return "blog_post.unpublish";
  return "blog_post.update";
}

const POST_NOT_FOUND = "La entrada del blog no existe.";
const RELATED_POSTS = 3;
/** Attempts at a generated slug when concurrent writers keep taking the chosen one. */
const SLUG_ATTEMPTS = 5;
/** A little clock skew between the admin's browser and the server is not "the future". */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The public pages a post appears on: the list, its own page, its categories' pages, the sitemap. */
export function postPaths(slug: string, categorySlugs: string[] = []): string[] {
  return ["/blog", `/blog/${slug}`, ...categorySlugs.map((category) => `/blog/categoria/${category}`), "/sitemap.xml"];
}

/** `published_at` from the wire: a date not in the future (there is no scheduling). */
function parsePublishedAt(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const date = new Date(value);
  if (date.getTime() > Date.now() + FUTURE_TOLERANCE_MS) {
    throw badRequest("La fecha de publicación no puede estar en el futuro.");
  }
  return date;
}

/** A new post: what it must say, and what it may. */
export type PostInput = Required<Pick<BlogPostWrite, "title" | "body_markdown" | "status" | "category_ids">> &
  Pick<BlogPostPatch, "excerpt" | "cover_image_url" | "published_at" | "slug">;

/** The blog's posts: the back office writes them (audited, pages refreshed), the public reads them. */
export interface BlogService {
  createPost(input: PostInput, authorId: number): Promise<AdminPost>;
  updatePost(id: number, patch: BlogPostPatch, actorId: number): Promise<AdminPost>;
  /** PUT: the whole post. Omitted slug and published_at keep their values (URLs and history stay stable). */
  replacePost(id: number, input: BlogPostWrite, actorId: number): Promise<AdminPost>;
  deletePost(id: number, actorId: number): Promise<void>;
  getPost(id: number): Promise<AdminPost>;
  listPosts(query: AdminPostsQuery, limit: number, offset: number): Promise<{ total: number; items: AdminPostSummary[] }>;
  listPublishedPosts(query: PublicPostsQuery, limit: number, offset: number): Promise<{ total: number; items: PublicPostSummary[] }>;
  getPublishedPost(slug: string): Promise<PublicPost>;
  sitemap(limit: number, offset: number): Promise<{ total: number; items: SitemapEntry[] }>;
  /** A cover image checked and stored by the media layer; its URL goes in `cover_image_url`. */
  uploadCoverImage(bytes: Buffer, contentType: string): Promise<StoredImage>;
}

export function createBlogService({ db, events, media, renderMarkdown, revalidate, audit }: BlogDeps): BlogService {
  async function withCategories<T>(rows: repo.PostWithAuthor[], map: (row: repo.PostWithAuthor, c: repo.CategoryRow[]) => T) {
    const categories = await repo.categoriesOfPosts(
      db,
      rows.map((row) => row.post.id),
    );
    return rows.map((row) => map(row, categories.get(row.post.id) ?? []));
  }

  async function adminPost(id: number): Promise<AdminPost> {
    const row = await repo.findPost(db, repo.byId(id));
    if (!row) throw notFound(POST_NOT_FOUND);
    const [summary] = await withCategories([row], toAdminSummary);
    return { ...summary!, body_markdown: row.post.bodyMarkdown, body_html: row.post.bodyHtml };
  }

  /** Every category id must exist; they stay locked until the write commits. */
  async function checkCategories(tx: Tx, ids: number[]): Promise<repo.CategoryRow[]> {
    const unique = [...new Set(ids)];
    const found = await repo.lockCategories(tx, unique);
    const missing = unique.filter((id) => !found.some((c) => c.id === id));
    if (missing.length > 0) throw badRequest(missing.map((id) => `La categoría ${id} no existe.`));
    return found;
  }

  const slugConflict = (slug: string) => fieldRefused("slug", `Ya existe una entrada con el slug «${slug}». Elige otro.`);

  /** Runs after commit: refresh the public pages, announce a first publication. */
  async function afterWrite(paths: string[], firstPublished?: repo.PostRow) {
    await revalidate(paths);
    if (firstPublished) {
      await events.emit(BLOG_POST_PUBLISHED, {
        postId: firstPublished.id,
        slug: firstPublished.slug,
        title: firstPublished.title,
        authorId: firstPublished.authorId,
        publishedAt: (firstPublished.publishedAt ?? new Date()).toISOString(),
      });
    }
  }

  async function createPost(input: PostInput, authorId: number): Promise<AdminPost> {
    const publishedAt = parsePublishedAt(input.published_at);
    const body = preparePostBody(renderMarkdown, { title: input.title, excerpt: input.excerpt, bodyMarkdown: input.body_markdown });
    const now = new Date();
    const isPublished = input.status === "published";
    const { post, categories } = await db.transaction(async (tx) => {
      const categories = await checkCategories(tx, input.category_ids);
      const values = {
        title: input.title,
        excerpt: body.excerpt,
        bodyMarkdown: input.body_markdown,
        bodyHtml: body.bodyHtml,
        searchText: body.searchText,
        readingTimeMinutes: body.readingTimeMinutes,
        coverImageUrl: input.cover_image_url ?? null,
        status: input.status,
        publishedAt: publishedAt ?? (isPublished ? now : null),
        firstPublishedAt: isPublished ? now : null,
        authorId,
      };
      let post: repo.PostRow | undefined;
      if (input.slug) {
        post = await repo.insertPost(tx, { ...values, slug: input.slug });
        if (!post) throw slugConflict(input.slug);
      } else {
        // The unique index decides: a slug taken by a concurrent writer meanwhile means the next number.
        const base = slugify(input.title);
        for (let attempt = 0; attempt < SLUG_ATTEMPTS && !post; attempt += 1) {
          const slug = firstFreeSlug(base, await repo.slugsStartingWith(tx, base));
          post = await repo.insertPost(tx, { ...values, slug });
        }
        if (!post) throw badRequest("No se pudo generar un slug único para el título. Inténtalo de nuevo.");
      }
      await repo.setPostCategories(tx, post.id, categories.map((c) => c.id));
      await audit.record(tx, {
        actorId: authorId,
        action: isPublished ? "blog_post.publish" : "blog_post.create",
        entity: "blog_post",
        entityId: post.id,
        after: auditedPost(post, categories),
      });
      return { post, categories };
    });
    if (isPublished) await afterWrite(postPaths(post.slug, categories.map((c) => c.slug)), post);
    return adminPost(post.id);
  }

  async function updatePost(id: number, patch: BlogPostPatch, actorId: number): Promise<AdminPost> {
    const publishedAt = parsePublishedAt(patch.published_at);
    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      const before = await repo.findPostForUpdate(tx, id);
      if (!before) throw notFound(POST_NOT_FOUND);
      const beforeCategories = (await repo.categoriesOfPosts(tx, [id])).get(id) ?? [];
      const changes: Partial<repo.NewPostRow> = { updatedAt: now };
      if (patch.title !== undefined) changes.title = patch.title;
      if (patch.cover_image_url !== undefined) changes.coverImageUrl = patch.cover_image_url;
      if (patch.title !== undefined || patch.excerpt !== undefined || patch.body_markdown !== undefined) {
        const body = preparePostBody(renderMarkdown, {
          title: patch.title ?? before.title,
          // An excerpt left empty is taken from the (maybe new) body again.
          excerpt: patch.excerpt !== undefined ? patch.excerpt : before.excerpt,
          bodyMarkdown: patch.body_markdown ?? before.bodyMarkdown,
        });
        if (patch.body_markdown !== undefined) {
          changes.bodyMarkdown = patch.body_markdown;
          changes.bodyHtml = body.bodyHtml;
          changes.readingTimeMinutes = body.readingTimeMinutes;
        }
        changes.excerpt = body.excerpt;
        changes.searchText = body.searchText;
      }
      if (patch.slug !== undefined && patch.slug !== before.slug) {
        if (await repo.slugTaken(tx, patch.slug, id)) throw slugConflict(patch.slug);
        changes.slug = patch.slug;
      }
      const status = patch.status ?? before.status;
      changes.status = status;
      // Unpublishing keeps the date (history); publishing sets it only when there is none.
      if (publishedAt !== undefined) changes.publishedAt = publishedAt;
      if (status === "published") {
        changes.publishedAt = changes.publishedAt ?? before.publishedAt ?? now;
        changes.firstPublishedAt = before.firstPublishedAt ?? now;
      }
      let categories = beforeCategories;
      if (patch.category_ids !== undefined) {
        categories = await checkCategories(tx, patch.category_ids);
        await repo.setPostCategories(tx, id, categories.map((c) => c.id));
      }
      let after: repo.PostRow | undefined;
      try {
        after = await repo.updatePost(tx, id, changes);
      } catch (error) {
        // Another writer took the slug between the check and the update.
        if (isUniqueViolation(error) && changes.slug) throw slugConflict(changes.slug);
        throw error;
      }
      await audit.record(tx, {
        actorId,
        action: postAction(before, after!),
        entity: "blog_post",
        entityId: id,
        before: auditedPost(before, beforeCategories),
        after: auditedPost(after!, categories),
      });
      return { before, after: after!, beforeCategories, categories };
    });
    const { before, after } = outcome;
    const wasPublic = before.status === "published";
    const isPublic = after.status === "published";
    if (wasPublic || isPublic) {
      const paths = [
        ...(wasPublic ? postPaths(before.slug, outcome.beforeCategories.map((c) => c.slug)) : []),
        ...(isPublic ? postPaths(after.slug, outcome.categories.map((c) => c.slug)) : []),
      ];
      await afterWrite(paths, before.firstPublishedAt === null && isPublic ? after : undefined);
    }
    return adminPost(id);
  }

  /** PUT: the whole post. Omitted slug and published_at keep their values (URLs and history stay stable). */
  function replacePost(id: number, input: BlogPostWrite, actorId: number): Promise<AdminPost> {
    return updatePost(
      id,
      {
        ...input,
        excerpt: input.excerpt ?? "",
        cover_image_url: input.cover_image_url ?? null,
      },
      actorId,
    );
  }

  async function deletePost(id: number, actorId: number): Promise<void> {
    const { post, categories } = await db.transaction(async (tx) => {
      const categories = (await repo.categoriesOfPosts(tx, [id])).get(id) ?? [];
      const post = await repo.deletePost(tx, id);
      if (!post) throw notFound(POST_NOT_FOUND);
      await audit.record(tx, { actorId, action: "blog_post.delete", entity: "blog_post", entityId: id, before: auditedPost(post, categories) });
      return { post, categories };
    });
    if (post.status === "published") await afterWrite(postPaths(post.slug, categories.map((c) => c.slug)));
  }

  return {
    createPost,
    updatePost,
    replacePost,
    deletePost,
    getPost: adminPost,

    async listPosts(query: AdminPostsQuery, limit: number, offset: number) {
      const { rows, total } = await repo.listPosts(
        db,
        { status: query.status, search: query.search ? foldAccents(query.search) : undefined },
        limit,
        offset,
      );
      return { total, items: await withCategories(rows, toAdminSummary) };
    },

    async listPublishedPosts(query: PublicPostsQuery, limit: number, offset: number) {
      const { rows, total } = await repo.listPublishedPosts(
        db,
        { search: query.search ? foldAccents(query.search) : undefined, categorySlug: query.category || undefined },
        limit,
        offset,
      );
      return { total, items: await withCategories(rows, toPublicSummary) };
    },

    async getPublishedPost(slug: string): Promise<PublicPost> {
      const row = await repo.findPublishedPost(db, slug);
      if (!row) throw notFound(POST_NOT_FOUND);
      const categories = (await repo.categoriesOfPosts(db, [row.post.id])).get(row.post.id) ?? [];
      const sharing = await repo.publishedPostsSharingCategories(
        db,
        row.post.id,
        categories.map((c) => c.id),
        RELATED_POSTS,
      );
      const newest = await repo.newestPublishedExcept(
        db,
        [row.post.id, ...sharing.map((r) => r.post.id)],
        RELATED_POSTS - sharing.length,
      );
      return {
        ...toPublicSummary(row, categories),
        body_html: row.post.bodyHtml,
        updated_at: row.post.updatedAt.toISOString(),
        related: await withCategories([...sharing, ...newest], toPublicSummary),
      };
    },

    async sitemap(limit: number, offset: number): Promise<{ total: number; items: SitemapEntry[] }> {
      const { rows, total } = await repo.listSitemap(db, limit, offset);
      return {
        total,
        items: rows.map((row) => ({
          slug: row.slug,
          published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
          updated_at: row.updatedAt.toISOString(),
        })),
      };
    },

    uploadCoverImage(bytes: Buffer, contentType: string): Promise<StoredImage> {
      return media.storeImage(bytes, contentType, "blog");
    },
  };
}
