import type { Metadata } from "next";
import { BlogIndexPage, blogIndexMetadata } from "@/features/blog/components/blog-index-pages";
import { parsePageParam } from "@/features/blog/components/blog-pagination";

// `/blog?pagina=N`, rewritten here by next.config.ts: rendered at its first visit, then static.
export const revalidate = 3600;

type Params = Promise<{ page: string }>;

export function generateStaticParams(): { page: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return blogIndexMetadata(parsePageParam((await params).page) ?? 1);
}

export default async function BlogPaginatedPage({ params }: { params: Params }) {
  return <BlogIndexPage page={parsePageParam((await params).page)} />;
}
