import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listPublicCategories, listPublishedPosts, POSTS_PER_PAGE } from "@/features/blog/api/blog-public-api";
import { BlogList } from "@/features/blog/components/blog-list";
import { pageHref } from "@/features/blog/components/blog-pagination";
import { pageMetadata } from "@/lib/seo";

/*
 * The blog index and the category pages, for page 1 (`/blog`) and the next ones. Their public
 * URLs stay `/blog?pagina=2`, but a page that reads its query string cannot be prerendered, so
 * next.config.ts rewrites `?pagina=N` to the path segment `/blog/pagina/N` (and
 * `/blog/categoria/x/pagina/N`): every page of the list is a static, cacheable page that the
 * blog's revalidation tag refreshes after a write.
 */

const TITLE = "Blog de música vallenata";
/** The tab's short name (decision 015); the heading keeps the longer wording. */
const PAGE_NAME = "Blog";
const DESCRIPTION =
  "Consejos de práctica, historia del vallenato y guías para aprender acordeón, guitarra, caja y guacharaca, escritos por los profesores de FZ Academia.";
const LEAD =
  "Aprende también fuera de clase: técnica, historia, repertorio y rutinas para sacarle provecho a cada minuto con tu instrumento.";

export function blogIndexMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `${PAGE_NAME} (página ${page})` : PAGE_NAME,
    description: DESCRIPTION,
    path: pageHref("/blog", page),
  });
}

export async function BlogIndexPage({ page }: { page: number | null }) {
  if (page === null) notFound();
  const [posts, categories] = await Promise.all([listPublishedPosts(page), listPublicCategories()]);
  const totalPages = Math.max(1, Math.ceil((posts?.count ?? 0) / POSTS_PER_PAGE));
  if (posts && page > totalPages) notFound();
  return (
    <BlogList
      title={TITLE}
      lead={LEAD}
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

async function findCategory(slug: string) {
  const categories = await listPublicCategories();
  return { categories, category: categories.find((item) => item.slug === slug) ?? null };
}

export async function blogCategoryMetadata(slug: string, page: number): Promise<Metadata> {
  const { category } = await findCategory(slug);
  if (!category) return { title: "Página no encontrada" };
  return pageMetadata({
    title: `${category.name} · Blog${page > 1 ? ` (página ${page})` : ""}`,
    description: `Artículos de FZ Academia sobre ${category.name.toLowerCase()}: consejos, técnica e historia para aprender música vallenata.`,
    path: pageHref(`/blog/categoria/${category.slug}`, page),
  });
}

export async function BlogCategoryPage({ slug, page }: { slug: string; page: number | null }) {
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
