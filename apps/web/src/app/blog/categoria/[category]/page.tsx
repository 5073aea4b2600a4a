import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listPublicCategories, listPublishedPosts, POSTS_PER_PAGE } from "@/features/blog/api/blog-public-api";
import { BlogList } from "@/features/blog/components/blog-list";
import { pageHref, parsePageParam } from "@/features/blog/components/blog-pagination";
import { pageMetadata } from "@/lib/seo";

export const dynamic = "force-dynamic";

type Params = Promise<{ category: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function findCategory(slug: string) {
  const categories = await listPublicCategories();
  return { categories, category: categories.find((item) => item.slug === slug) ?? null };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const { category: slug } = await params;
  const { category } = await findCategory(slug);
  if (!category) return { title: "Página no encontrada" };
  const page = parsePageParam((await searchParams).pagina) ?? 1;
  return pageMetadata({
    title: `${category.name}: artículos del blog${page > 1 ? ` (página ${page})` : ""}`,
    description: `Artículos de FZ Academia sobre ${category.name.toLowerCase()}: consejos, técnica e historia para aprender música vallenata.`,
    path: pageHref(`/blog/categoria/${category.slug}`, page),
  });
}

export default async function BlogCategoryPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { category: slug } = await params;
  const page = parsePageParam((await searchParams).pagina);
  if (page === null) notFound();
  const { categories, category } = await findCategory(slug);
  if (!category) notFound();
  const posts = await listPublishedPosts(page, category.slug);
  const totalPages = Math.max(1, Math.ceil((posts?.count ?? 0) / POSTS_PER_PAGE));
  if (posts && page > totalPages) notFound();
  return (
    <BlogList
      eyebrow="Categoría"
      title={category.name}
      lead={`Todo lo que hemos escrito sobre ${category.name.toLowerCase()} para que sigas aprendiendo entre clase y clase.`}
      posts={posts?.results ?? []}
      categories={categories}
      currentCategory={category.slug}
      basePath={`/blog/categoria/${category.slug}`}
      page={page}
      totalPages={totalPages}
      unavailable={posts === null}
    />
  );
}
