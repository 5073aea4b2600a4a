import { z } from "zod";
import { pageQuery } from "./common";

export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export const blogPostStatus = z.enum(BLOG_POST_STATUSES, {
  error: "El estado debe ser «draft» (borrador) o «published» (publicado)",
});
export type BlogPostStatus = z.infer<typeof blogPostStatus>;

/** Lower-case letters and digits in groups joined by single hyphens: `como-afinar-la-guitarra`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;
export const POST_TITLE_MAX_LENGTH = 200;
export const POST_EXCERPT_MAX_LENGTH = 300;
export const POST_BODY_MAX_LENGTH = 100_000;
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const MAX_CATEGORIES_PER_POST = 10;

const slug = z
  .string({ error: "El slug debe ser un texto" })
  .trim()
  .min(1, { error: "El slug no puede estar vacío" })
  .max(SLUG_MAX_LENGTH, { error: `El slug no puede tener más de ${SLUG_MAX_LENGTH} caracteres` })
  .regex(SLUG_PATTERN, {
    error: "El slug solo puede tener letras minúsculas sin tildes, números y guiones entre palabras",
  });

/** An absolute http(s) URL or a path of this site (`/images/blog/x.jpg`), never `javascript:` or `//host`. */
const coverImageUrl = z
  .string({ error: "La imagen de portada debe ser un texto" })
  .trim()
  .max(500, { error: "La URL de la imagen de portada no puede tener más de 500 caracteres" })
  .refine(
    (value) => {
      if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    },
    { error: "La imagen de portada debe ser una URL http(s) o una ruta del sitio que empiece por «/»" },
  );

const publishedAt = z.iso.datetime({
  offset: true,
  error: "La fecha de publicación debe ser una fecha y hora ISO 8601 (por ejemplo 2026-03-01T10:00:00Z)",
});

const categoryIds = z
  .array(
    z
      .number({ error: "Cada categoría debe ser un identificador numérico" })
      .int({ error: "Cada categoría debe ser un identificador numérico" })
      .positive({ error: "Cada categoría debe ser un identificador numérico" }),
    { error: "Las categorías deben ser una lista de identificadores" },
  )
  .max(MAX_CATEGORIES_PER_POST, { error: `Una entrada puede tener como máximo ${MAX_CATEGORIES_PER_POST} categorías` });

const postFields = {
  title: z
    .string({ error: "El título es obligatorio" })
    .trim()
    .min(1, { error: "El título es obligatorio" })
    .max(POST_TITLE_MAX_LENGTH, { error: `El título no puede tener más de ${POST_TITLE_MAX_LENGTH} caracteres` }),
  /** Optional: when absent the excerpt is taken from the beginning of the body. */
  excerpt: z
    .string({ error: "El resumen debe ser un texto" })
    .trim()
    .max(POST_EXCERPT_MAX_LENGTH, { error: `El resumen no puede tener más de ${POST_EXCERPT_MAX_LENGTH} caracteres` }),
  body_markdown: z
    .string({ error: "El contenido es obligatorio" })
    .max(POST_BODY_MAX_LENGTH, { error: `El contenido no puede tener más de ${POST_BODY_MAX_LENGTH} caracteres` })
    .refine((value) => value.trim().length > 0, { error: "El contenido es obligatorio" }),
  cover_image_url: coverImageUrl.nullable(),
  status: blogPostStatus,
  published_at: publishedAt.nullable(),
  category_ids: categoryIds,
  /** Optional: when absent a unique slug is made from the title (accents folded, `-2`, `-3`… on collision). */
  slug,
};

/** POST /api/blog/posts/ and PUT /api/blog/posts/{id}/: title and body required. */
export const blogPostWrite = z.object({
  title: postFields.title,
  body_markdown: postFields.body_markdown,
  excerpt: postFields.excerpt.optional(),
  cover_image_url: postFields.cover_image_url.optional(),
  status: postFields.status.default("draft"),
  published_at: postFields.published_at.optional(),
  category_ids: postFields.category_ids.default([]),
  slug: postFields.slug.optional(),
});
export type BlogPostWrite = z.infer<typeof blogPostWrite>;

/** PATCH /api/blog/posts/{id}/: any subset of the fields. */
export const blogPostPatch = z.object({
  title: postFields.title.optional(),
  body_markdown: postFields.body_markdown.optional(),
  excerpt: postFields.excerpt.optional(),
  cover_image_url: postFields.cover_image_url.optional(),
  status: postFields.status.optional(),
  published_at: postFields.published_at.optional(),
  category_ids: postFields.category_ids.optional(),
  slug: postFields.slug.optional(),
});
export type BlogPostPatch = z.infer<typeof blogPostPatch>;

export const blogCategoryWrite = z.object({
  name: z
    .string({ error: "El nombre de la categoría es obligatorio" })
    .trim()
    .min(1, { error: "El nombre de la categoría es obligatorio" })
    .max(CATEGORY_NAME_MAX_LENGTH, {
      error: `El nombre de la categoría no puede tener más de ${CATEGORY_NAME_MAX_LENGTH} caracteres`,
    }),
  /** Optional: made from the name when absent. */
  slug: slug.optional(),
});
export type BlogCategoryWrite = z.infer<typeof blogCategoryWrite>;

const search = z
  .string({ error: "La búsqueda debe ser un texto" })
  .trim()
  .max(100, { error: "La búsqueda no puede tener más de 100 caracteres" })
  .optional();

export const adminPostsQuery = pageQuery.extend({ search, status: blogPostStatus.optional() });
export type AdminPostsQuery = z.infer<typeof adminPostsQuery>;

export const publicPostsQuery = pageQuery.extend({
  search,
  category: z
    .string({ error: "La categoría debe ser un texto" })
    .trim()
    .max(SLUG_MAX_LENGTH, { error: "La categoría no es válida" })
    .optional(),
});
export type PublicPostsQuery = z.infer<typeof publicPostsQuery>;

export const postSlugParam = z.object({ slug: z.string().max(200) });

export const blogCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Admin list: every post; public list: published posts only. */
  post_count: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

export const blogCategoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type BlogCategoryRef = z.infer<typeof blogCategoryRef>;

const author = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable();

/** One row of the admin list (no bodies). */
export const adminPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  status: blogPostStatus,
  published_at: z.string().nullable(),
  reading_time_minutes: z.number().int(),
  categories: z.array(blogCategoryRef),
  author,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPostSummary = z.infer<typeof adminPostSummary>;

/** The admin read of one post: the Markdown source and its sanitised HTML. */
export const adminPost = adminPostSummary.extend({ body_markdown: z.string(), body_html: z.string() });
export type AdminPost = z.infer<typeof adminPost>;

export const publicPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  published_at: z.string(),
  reading_time_minutes: z.number().int(),
  categories: z.array(blogCategoryRef),
  author,
});
export type PublicPostSummary = z.infer<typeof publicPostSummary>;

export const publicPost = publicPostSummary.extend({
  body_html: z.string(),
  updated_at: z.string(),
  /** Up to 3 other published posts: those sharing a category first, then the newest. */
  related: z.array(publicPostSummary),
});
export type PublicPost = z.infer<typeof publicPost>;

export const sitemapEntry = z.object({ slug: z.string(), published_at: z.string(), updated_at: z.string() });
export type SitemapEntry = z.infer<typeof sitemapEntry>;

export const UPLOAD_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const uploadResponse = z.object({
  /** Site-relative URL to use as `cover_image_url`. */
  url: z.string(),
  content_type: z.enum(UPLOAD_IMAGE_TYPES),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
