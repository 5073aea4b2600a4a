import type { Metadata } from "next";
import { BlogCategoryPage, blogCategoryMetadata } from "@/features/blog/components/blog-index-pages";
import { parsePageParam } from "@/features/blog/components/blog-pagination";

// `/blog/categoria/x?pagina=N`, rewritten here by next.config.ts: rendered at its first visit, then static.
export const revalidate = 3600;

type Params = Promise<{ category: string; page: string }>;

export function generateStaticParams(): { category: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { category, page } = await params;
  return blogCategoryMetadata(category, parsePageParam(page) ?? 1);
}

export default async function BlogCategoryPaginatedPage({ params }: { params: Params }) {
  const { category, page } = await params;
  return <BlogCategoryPage slug={category} page={parsePageParam(page)} />;
}
