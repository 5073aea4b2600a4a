import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, PlayIcon } from "@/components/ui/icons";
import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { COURSE_COPY } from "@/config/course-copy";
import { COURSE_KEYS, COURSE_SLUGS, coursePath, type CourseKey } from "@/config/courses";
import type { CourseItem, LevelItem, TopicItem } from "@/features/catalogue/api/catalogue-public-api";
import { CourseHero } from "@/features/catalogue/components/course-hero";
import { CourseLevels } from "@/features/catalogue/components/course-levels";
import { CourseSyllabus } from "@/features/catalogue/components/course-syllabus";
import { lowestByCurrency } from "@/lib/currency";

export interface CourseLandingProps {
  courseKey: CourseKey;
  /** Null when the catalogue could not be reached: the page shows its marketing copy. */
  course: CourseItem | null;
  levels: LevelItem[];
  topics: TopicItem[];
  /** A priced purchase-all exists: only then "Comprar todos los niveles" is offered. */
  purchaseAllOnSale: boolean;
}

export function CourseLanding({ courseKey, course, levels, topics, purchaseAllOnSale }: CourseLandingProps) {
  const copy = COURSE_COPY[courseKey];
  const slug = COURSE_SLUGS[courseKey];
  const title = course?.title ?? copy.fallbackTitle;
  const firstLevel = levels[0] ?? null;
  const freeTopics = topics.filter((topic) => topic.isFreePreview).sort((a, b) => a.level.id - b.level.id || a.position - b.position);
  const fromPrices = lowestByCurrency(levels.map((level) => level.prices));
  const others = COURSE_KEYS.filter((key) => key !== courseKey);

  return (
    <>
      <CourseHero
        title={title}
        slug={slug}
        copy={copy}
        course={course}
        freeTopicsCount={freeTopics.length}
        firstLevelSlug={firstLevel?.slug ?? null}
        fromPrices={fromPrices}
      />

      <section aria-labelledby="lograras" className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Sobre el curso</p>
          <h2 id="lograras" className="mt-2 text-3xl font-extrabold tracking-tight">
            Lo que vas a lograr
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-neutral-700">
            {course?.description ?? copy.fallbackDescription}
          </p>
        </div>
        <ul className="flex flex-col gap-4 self-center">
          {copy.outcomes.map((outcome) => (
            <li key={outcome} className="flex items-start gap-3 rounded-2xl bg-primary-light/60 p-4">
              <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-secondary">
                <CheckIcon className="size-4" />
              </span>
              <span className="text-lg">{outcome}</span>
            </li>
          ))}
        </ul>
      </section>

      <CourseLevels levels={levels} courseTitle={title} purchaseAllOnSale={purchaseAllOnSale} />

      {levels.length > 0 ? (
        <section aria-labelledby="temario" className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem]">
          <div>
            <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Temario</p>
            <h2 id="temario" className="mt-2 mb-6 text-3xl font-extrabold tracking-tight">
              Contenido del curso
            </h2>
            <CourseSyllabus levels={levels} topics={topics} />
          </div>
          {freeTopics.length > 0 ? (
            <aside aria-labelledby="prueba-gratis" className="h-fit rounded-3xl bg-secondary p-6 text-white lg:sticky lg:top-24">
              <h2 id="prueba-gratis" className="text-2xl font-extrabold">
                Prueba gratis
              </h2>
              <p className="mt-2 text-neutral-200">Crea tu cuenta y mira completos estos temas, sin pagar nada:</p>
              <ul className="mt-4 flex flex-col gap-3">
                {freeTopics.slice(0, 6).map((topic) => (
                  <li key={topic.id} className="flex items-start gap-3">
                    <span aria-hidden="true" className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-secondary">
                      <PlayIcon className="size-3.5" />
                    </span>
                    <span>
                      <span className="font-semibold">{topic.title}</span>
                      <span className="block text-sm text-neutral-300">Nivel {topic.level.title}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <OpenRegisterButton choice={{ levelSlug: freeTopics[0]!.level.slug }} className="mt-6 w-full">
                Ver los temas gratis
              </OpenRegisterButton>
            </aside>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="preguntas" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="preguntas" className="text-3xl font-extrabold tracking-tight">
          Preguntas frecuentes
        </h2>
        <div className="mt-6 flex flex-col gap-3">
          {copy.faq.map((item) => (
            <details key={item.question} className="group rounded-2xl ring-1 ring-black/10">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-bold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-neutral-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <nav aria-labelledby="otros-cursos" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h2 id="otros-cursos" className="text-xl font-extrabold">
          Otros cursos
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {others.map((key) => (
            <li key={key}>
              <Link href={coursePath(COURSE_SLUGS[key])} className={buttonClasses("outline-dark", "sm")}>
                {COURSE_COPY[key].headline}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
