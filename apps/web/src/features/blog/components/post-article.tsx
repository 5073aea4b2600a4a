import Link from "next/link";
import { ClockIcon } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { FALLBACK_IMAGE } from "@/config/courses";
import type { PostDetail } from "@/features/blog/api/blog-public-api";
import { PostGrid } from "@/features/blog/components/post-card";
import { Prose } from "@/components/ui/prose";
import { formatDate, readingTimeLabel } from "@/lib/format";

export function PostArticle({ post }: { post: PostDetail }) {
  const author = post.author ? `${post.author.firstName} ${post.author.lastName}`.trim() : "Equipo de FZ Academia";
  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 pt-10 pb-6 sm:px-6 md:pt-14">
        <nav aria-label="Ruta de navegación" className="text-sm text-neutral-700">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link href="/" className="hover:underline">
                Inicio
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href="/blog" className="hover:underline">
                Blog
              </Link>
            </li>
          </ol>
        </nav>
        <header className="mt-6">
          {post.categories.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Categorías">
              {post.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={`/blog/categoria/${category.slug}`}
                    className="inline-flex min-h-8 items-center rounded-full bg-primary-light px-3 text-sm font-bold text-secondary hover:bg-primary"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-xl leading-relaxed text-neutral-700">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-neutral-700">
            <span className="font-semibold text-secondary">{author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-4" />
              {readingTimeLabel(post.readingTimeMinutes)}
            </span>
          </p>
        </header>
        {post.coverImageUrl ? (
          <div className="relative mt-8 aspect-video overflow-hidden rounded-3xl bg-secondary">
            <Image
              src={post.coverImageUrl}
              fallbackSrc={FALLBACK_IMAGE}
              alt=""
              width={1200}
              height={675}
              priority
              sizes="(min-width: 768px) 720px, 92vw"
            />
          </div>
        ) : null}
        <Prose html={post.bodyHtml} className="mt-10" />
        <aside className="mt-12 rounded-3xl bg-secondary p-6 text-white sm:p-8">
          <h2 className="text-2xl font-extrabold">¿Quieres aprender con nosotros?</h2>
          <p className="mt-2 text-neutral-200">
            Crea tu cuenta gratis y mira los primeros temas de acordeón, guitarra, caja o guacharaca hoy mismo.
          </p>
          <OpenRegisterButton size="lg" className="mt-5">
            Empieza gratis
          </OpenRegisterButton>
        </aside>
      </article>
      {post.related.length > 0 ? (
        <section aria-labelledby="relacionadas" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="relacionadas" className="mb-6 text-3xl font-extrabold tracking-tight">
            Sigue leyendo
          </h2>
          <PostGrid posts={post.related} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
