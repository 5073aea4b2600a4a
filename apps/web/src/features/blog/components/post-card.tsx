import Link from "next/link";
import { Image } from "@/components/ui/image";
import { FALLBACK_IMAGE } from "@/config/courses";
import type { PostSummary } from "@/features/blog/api/blog-public-api";
import { formatDate, readingTimeLabel } from "@/lib/format";

/** A post in a list: the title is the link, stretched over the card. */
export function PostCard({ post, headingLevel = 2, priority = false }: { post: PostSummary; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/10 transition-shadow hover:shadow-xl hover:shadow-black/10">
      <div className="relative aspect-video overflow-hidden bg-secondary">
        <Image
          src={post.coverImageUrl || FALLBACK_IMAGE}
          fallbackSrc={FALLBACK_IMAGE}
          alt=""
          width={1200}
          height={675}
          priority={priority}
          sizes="(min-width: 1152px) 368px, (min-width: 640px) 46vw, 92vw"
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {post.categories.length > 0 ? (
          <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">
            {post.categories.map((category) => category.name).join(" · ")}
          </p>
        ) : null}
        <Heading className="text-xl leading-snug font-extrabold text-balance">
          <Link href={`/blog/${post.slug}`} className="card-link">
            {post.title}
          </Link>
        </Heading>
        <p className="flex-1 leading-relaxed text-neutral-700">{post.excerpt}</p>
        <p className="text-sm text-neutral-600">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {readingTimeLabel(post.readingTimeMinutes)}
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts, headingLevel = 2, eagerCount = 0 }: { posts: PostSummary[]; headingLevel?: 2 | 3; eagerCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} priority={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
