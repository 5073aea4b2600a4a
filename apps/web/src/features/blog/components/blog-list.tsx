import type { ReactNode } from "react";
import type { CategoryItem, PostSummary } from "@/features/blog/api/blog-public-api";
import { BlogPagination } from "@/features/blog/components/blog-pagination";
import { CategoryFilter } from "@/features/blog/components/category-filter";
import { PostGrid } from "@/features/blog/components/post-card";

/** The blog index and the category pages: heading, filter, posts and page links. */
export function BlogList({
  title,
  lead,
  eyebrow = "Blog",
  posts,
  categories,
  currentCategory,
  basePath,
  page,
  totalPages,
  unavailable,
}: {
  title: string;
  lead: ReactNode;
  eyebrow?: string;
  posts: PostSummary[];
  categories: CategoryItem[];
  currentCategory: string | null;
  basePath: string;
  page: number;
  totalPages: number;
  unavailable: boolean;
}) {
  return (
    <>
      <section aria-labelledby="blog-titulo" className="bg-secondary text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <p className="text-sm font-bold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 id="blog-titulo" className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-200">{lead}</p>
          {page > 1 ? <p className="mt-2 text-neutral-300">Página {page} de {totalPages}</p> : null}
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
        <CategoryFilter categories={categories} current={currentCategory} />
        <div className="mt-8">
          {posts.length > 0 ? (
            <PostGrid posts={posts} eagerCount={page === 1 ? 1 : 0} />
          ) : (
            <p className="rounded-2xl bg-primary-light/60 p-6 text-lg">
              {unavailable
                ? "No pudimos cargar las entradas en este momento. Vuelve a intentarlo en unos minutos."
                : "Todavía no hay entradas publicadas aquí. ¡Pronto compartiremos nuevos artículos!"}
            </p>
          )}
        </div>
        <BlogPagination basePath={basePath} page={page} totalPages={totalPages} />
      </div>
    </>
  );
}
