import Link from "next/link";
import type { CategoryItem } from "@/features/blog/api/blog-public-api";
import { cx } from "@/lib/cx";

const pill = "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors";

/** "Todas" plus each category that has published posts; the current one is marked. */
export function CategoryFilter({ categories, current }: { categories: CategoryItem[]; current: string | null }) {
  const visible = categories.filter((category) => category.postCount > 0 || category.slug === current);
  if (visible.length === 0) return null;
  return (
    <nav aria-label="Categorías del blog">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href="/blog"
            aria-current={current === null ? "page" : undefined}
            className={cx(pill, current === null ? "bg-secondary text-white ring-secondary" : "ring-neutral-300 hover:bg-primary-light")}
          >
            Todas
          </Link>
        </li>
        {visible.map((category) => (
          <li key={category.id}>
            <Link
              href={`/blog/categoria/${category.slug}`}
              aria-current={current === category.slug ? "page" : undefined}
              className={cx(pill, current === category.slug ? "bg-secondary text-white ring-secondary" : "ring-neutral-300 hover:bg-primary-light")}
            >
              {category.name}
              <span className="ml-1.5 opacity-75">({category.postCount})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
