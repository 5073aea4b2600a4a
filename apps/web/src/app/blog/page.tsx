import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listPublicCategories, listPublishedPosts, POSTS_PER_PAGE } from "@/features/blog/api/blog-public-api";
import { BlogList } from "@/features/blog/components/blog-list";
import { pageHref, parsePageParam } from "@/features/blog/components/blog-pagination";
import { pageMetadata } from "@/lib/seo";

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TITLE = "Blog de música vallenata";
const DESCRIPTION =
  "Consejos de práctica, historia del vallenato y guías para aprender acordeón, guitarra, caja y guacharaca, escritos por los profesores de FZ Academia.";

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const page = parsePageParam((await searchParams).pagina) ?? 1;
  return pageMetadata({
    title: page > 1 ? `${TITLE} (página ${page})` : TITLE,
    description: DESCRIPTION,
    path: pageHref("/blog", page),
  });
}

export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const page = parsePageParam((await searchParams).pagina);
  if (page === null) notFound();
  const [posts, categories] = await Promise.all([listPublishedPosts(page), listPublicCategories()]);
  const totalPages = Math.max(1, Math.ceil((posts?.count ?? 0) / POSTS_PER_PAGE));
  if (posts && page > totalPages) notFound();
  return (
    <BlogList
      title={TITLE}
      lead="Aprende también fuera de clase: técnica, historia, repertorio y rutinas para sacarle provecho a cada minuto con tu instrumento."
      posts={posts?.results ?? []}
      categories={categories}
      currentCategory={null}
      basePath="/blog"
      page={page}
      totalPages={totalPages}
      unavailable={posts === null}
    />
  );
}
