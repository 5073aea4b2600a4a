import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JsonLd } from "@/components/ui/json-ld";
import { getPublishedPost } from "@/features/blog/api/blog-public-api";
import { PostArticle } from "@/features/blog/components/post-article";
import { blogPostingJsonLd, pageMetadata } from "@/lib/seo";

// Rendered at its first visit (the API is not running while the site is built), then static
// until the blog's on-demand revalidation; the timer is a safety net.
export const revalidate = 3600;

type Params = Promise<{ slug: string }>;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

// Metadata and page ask for the same post: one request per render.
const loadPost = cache(getPublishedPost);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  if (!post) return { title: "Página no encontrada" };
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: post.coverImageUrl,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  });
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const post = await loadPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <PostArticle post={post} />
    </>
  );
}
