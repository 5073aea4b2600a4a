import { CurrencySwitch } from "@/components/ui/currency-switch";
import { COURSE_COPY } from "@/config/course-copy";
import { COURSE_SLUGS, COURSE_KEYS, courseImage } from "@/config/courses";
import { CourseCard, type CourseCardData } from "@/features/catalogue/components/course-card";
import type { CourseItem, LevelItem } from "@/features/catalogue/api/catalogue-public-api";
import { lowestByCurrency } from "@/lib/currency";

/**
 * The cards of the catalogue: from the API when it answers (with each course's lowest level
 * price), otherwise the six courses of the slug map with their marketing copy.
 */
export function toCourseCards(courses: CourseItem[] | null, levels: LevelItem[] | null): CourseCardData[] {
  if (courses && courses.length > 0) {
    return courses.map((course) => ({
      slug: course.slug,
      title: course.title,
      shortDescription: course.shortDescription,
      image: course.image,
      levelsCount: course.levelsCount,
      topicsCount: course.topicsCount,
      fromPrices: lowestByCurrency((levels ?? []).filter((level) => level.course.slug === course.slug).map((level) => level.prices)),
    }));
  }
  return COURSE_KEYS.map((key) => ({
    slug: COURSE_SLUGS[key],
    title: COURSE_COPY[key].fallbackTitle,
    shortDescription: COURSE_COPY[key].fallbackDescription,
    image: courseImage(COURSE_SLUGS[key]),
    levelsCount: null,
    topicsCount: null,
    fromPrices: {},
  }));
}

export function CourseGrid({ cards, headingLevel = 3, eagerCount = 0 }: { cards: CourseCardData[]; headingLevel?: 2 | 3; eagerCount?: number }) {
  const priced = cards.some((card) => Object.keys(card.fromPrices).length > 0);
  return (
    <div className="flex flex-col gap-4">
      {priced ? (
        <div className="flex flex-wrap items-center justify-end gap-3 text-sm text-neutral-700">
          <p>
            <span data-currency-only="COP">Precios en pesos colombianos, IVA incluido.</span>
            <span data-currency-only="USD">Precios en dólares, para pagos desde fuera de Colombia.</span>
          </p>
          <CurrencySwitch compact />
        </div>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.slug}>
            <CourseCard course={card} headingLevel={headingLevel} priority={index < eagerCount} />
          </li>
        ))}
      </ul>
    </div>
  );
}
