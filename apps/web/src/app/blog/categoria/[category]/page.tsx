import type { Metadata } from "next";
import { BlogCategoryPage as CategoryPage, blogCategoryMetadata } from "@/features/blog/components/blog-index-pages";

// Rendered at its first visit (the API is not running while the site is built), then static
// until the blog's on-demand revalidation; the timer is a safety net.
export const revalidate = 3600;

type Params = Promise<{ category: string }>;

export function generateStaticParams(): { category: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return blogCategoryMetadata((await params).category, 1);
}

export default async function BlogCategoryPage({ params }: { params: Params }) {
  return <CategoryPage slug={(await params).category} page={1} />;
}
