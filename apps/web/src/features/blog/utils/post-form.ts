import { blogPostWrite } from "@fz/contracts/blog";
import { z } from "zod";
import type { AdminPostDetail, PostWrite } from "@/features/blog/api/blog-admin-api";

/** What the post form sends besides its status (which the button pressed decides). */
export type PostFields = Omit<PostWrite, "status">;

/** An empty box: no slug (the API makes one from the title) or no cover. */
const blankAs = <T>(empty: T) => z.string().transform((text) => text.trim() || empty);

/**
 * The post editor's schema (decision 020): the contract's own fields and Spanish messages,
 * under the contract's names so each message lands on its field. Its output is the request
 * body; the slug is sent only when it changed.
 */
export function postForm(post: AdminPostDetail | null) {
  return {
    schema: z
      .object({
        title: blogPostWrite.shape.title,
        slug: blankAs(undefined).pipe(blogPostWrite.shape.slug),
        excerpt: blogPostWrite.shape.excerpt.unwrap(),
        body_markdown: blogPostWrite.shape.body_markdown,
        cover_image_url: blankAs(null).pipe(blogPostWrite.shape.cover_image_url.unwrap()),
        category_ids: blogPostWrite.shape.category_ids.unwrap(),
      })
      .transform(
        (values): PostFields => ({
          title: values.title,
          excerpt: values.excerpt,
          bodyMarkdown: values.body_markdown,
          coverImageUrl: values.cover_image_url,
          categoryIds: values.category_ids,
          ...(values.slug && values.slug !== post?.slug ? { slug: values.slug } : {}),
        }),
      ),
    values: {
      title: post?.title ?? "",
      slug: post?.slug ?? "",
      excerpt: post?.excerpt ?? "",
      body_markdown: post?.bodyMarkdown ?? "",
      cover_image_url: post?.coverImageUrl ?? "",
      category_ids: post?.categories.map((category) => category.id) ?? [],
    },
  };
}
