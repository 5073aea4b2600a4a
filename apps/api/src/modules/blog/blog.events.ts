/** Emitted once per post, after the transaction that first published it commits. */
export const BLOG_POST_PUBLISHED = "blog.post_published" as const;

declare module "../../lib/events" {
  interface DomainEvents {
    [BLOG_POST_PUBLISHED]: { postId: number; slug: string; title: string; authorId: number | null; publishedAt: string };
  }
}
