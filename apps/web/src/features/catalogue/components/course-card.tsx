import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { courseImage, coursePath, FALLBACK_IMAGE } from "@/config/courses";
import type { Currency } from "@fz/contracts/commerce";
import { PriceTag } from "@/components/ui/price-tag";
import type { PriceLike } from "@/lib/prices";

export interface CourseCardData {
  slug: string;
  title: string;
  shortDescription: string;
  image: string | null;
  levelsCount: number | null;
  topicsCount: number | null;
  /** The lowest price in each currency (lib/currency), shown in the visitor's. */
  fromPrices: Partial<Record<Currency, PriceLike>>;
}

function levelsLabel(count: number): string {
  return count === 1 ? "1 nivel" : `${count} niveles`;
}

/** A course in a grid: the whole card is one link to its landing page. */
export function CourseCard({ course, headingLevel = 3, priority = false }: { course: CourseCardData; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/10 transition-shadow hover:shadow-xl hover:shadow-black/10">
      <div className="relative aspect-[3/2] overflow-hidden bg-secondary">
        <Image
          src={course.image || courseImage(course.slug)}
          fallbackSrc={FALLBACK_IMAGE}
          alt=""
          width={1200}
          height={800}
          priority={priority}
          sizes="(min-width: 1152px) 368px, (min-width: 640px) 46vw, 92vw"
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Heading className="text-xl font-extrabold">
          <Link href={coursePath(course.slug)} className="card-link">
            {course.title}
          </Link>
        </Heading>
        <p className="flex-1 leading-relaxed text-neutral-700">{course.shortDescription}</p>
        <ul className="flex flex-wrap gap-2 text-sm font-semibold">
          {course.levelsCount ? (
            <li className="rounded-full bg-primary-light px-3 py-1 text-secondary">{levelsLabel(course.levelsCount)}</li>
          ) : null}
          {course.topicsCount ? (
            <li className="rounded-full bg-neutral-100 px-3 py-1 text-secondary">{course.topicsCount === 1 ? "1 tema" : `${course.topicsCount} temas`}</li>
          ) : null}
          {Object.keys(course.fromPrices).length > 0 ? (
            <li className="rounded-full bg-secondary px-3 py-1 text-white">
              <PriceTag prices={course.fromPrices} prefix="Desde " vatNote />
            </li>
          ) : null}
        </ul>
        <span aria-hidden="true" className="mt-1 inline-flex items-center gap-1 font-semibold text-secondary group-hover:underline">
          Ver el curso <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
