import type { AdminPostSummary, BlogCategory, PublicPostSummary } from "@fz/contracts/blog";
import type { CategoryRow, PostWithAuthor } from "./blog.repository";

/** Rows to wire shapes (snake_case, ISO dates). */
function author(row: PostWithAuthor) {
  const id = row.post.authorId;
  if (id === null) return null;
  return { id, first_name: row.authorFirstName ?? "", last_name: row.authorLastName ?? "" };
}

export const categoryRef = (c: CategoryRow) => ({ id: c.id, name: c.name, slug: c.slug });

export function toAdminSummary(row: PostWithAuthor, categories: CategoryRow[]): AdminPostSummary {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover_image_url: post.coverImageUrl,
    status: post.status,
    published_at: post.publishedAt?.toISOString() ?? null,
    reading_time_minutes: post.readingTimeMinutes,
    categories: categories.map(categoryRef),
    author: author(row),
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

export function toPublicSummary(row: PostWithAuthor, categories: CategoryRow[]): PublicPostSummary {
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover_image_url: post.coverImageUrl,
    published_at: (post.publishedAt ?? post.createdAt).toISOString(),
    reading_time_minutes: post.readingTimeMinutes,
    categories: categories.map(categoryRef),
    author: author(row),
  };
}

export function toCategory(row: { category: CategoryRow; postCount: number }): BlogCategory {
  return { ...categoryRef(row.category), post_count: Number(row.postCount) };
}
