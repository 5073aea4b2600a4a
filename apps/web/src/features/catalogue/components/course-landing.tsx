import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, PlayIcon, WhatsAppIcon } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { COURSE_COPY } from "@/config/course-copy";
import { COURSE_KEYS, COURSE_SLUGS, courseImage, coursePath, FALLBACK_IMAGE, type CourseKey } from "@/config/courses";
import { NEW_TAB_HINT_ID } from "@/config/navigation";
import type { CourseItem, LevelItem, ThemeItem } from "@/features/catalogue/api/catalogue-public-api";
import { CourseSyllabus } from "@/features/catalogue/components/course-syllabus";
import { LevelCard } from "@/features/catalogue/components/level-card";
import { CurrencySwitch } from "@/components/ui/currency-switch";
import { PriceTag } from "@/components/ui/price-tag";
import { lowestByCurrency } from "@/lib/currency";
import { whatsappLink } from "@/lib/whatsapp";

export interface CourseLandingProps {
  courseKey: CourseKey;
  /** Null when the catalogue could not be reached: the page shows its marketing copy. */
  course: CourseItem | null;
  levels: LevelItem[];
  themes: ThemeItem[];
  /** A priced purchase-all exists: only then "Comprar todos los niveles" is offered. */
  purchaseAllOnSale: boolean;
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10">
      <dt className="text-sm text-neutral-200">{label}</dt>
      <dd className="order-first text-2xl font-extrabold text-primary">{value}</dd>
    </div>
  );
}

export function CourseLanding({ courseKey, course, levels, themes, purchaseAllOnSale }: CourseLandingProps) {
  const copy = COURSE_COPY[courseKey];
  const slug = COURSE_SLUGS[courseKey];
  const title = course?.title ?? copy.fallbackTitle;
  const firstLevel = levels[0] ?? null;
  const freeTopics = themes.filter((theme) => theme.isFreePreview).sort((a, b) => a.level.id - b.level.id || a.position - b.position);
  const fromPrices = lowestByCurrency(levels.map((level) => level.prices));
  const others = COURSE_KEYS.filter((key) => key !== courseKey);

  return (
    <>
      <section aria-labelledby="curso-titulo" className="relative overflow-hidden bg-secondary text-white">
        <div aria-hidden="true" className="pointer-events-none absolute -top-64 -right-56 size-[44rem] bg-radial-[closest-side] from-primary/25 from-27% via-primary/12 via-64% to-transparent" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-16">
          <div className="flex flex-col gap-5">
            <nav aria-label="Ruta de navegación" className="text-sm text-neutral-300">
              <ol className="flex flex-wrap items-center gap-2">
                <li>
                  <Link href="/" className="hover:text-white hover:underline">
                    Inicio
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link href="/cursos" className="hover:text-white hover:underline">
                    Cursos
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="font-semibold text-white">
                  {title}
                </li>
              </ol>
            </nav>
            <h1 id="curso-titulo" className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl">
              {copy.headline} <span className="text-primary">en línea</span>
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-neutral-200">{course?.shortDescription ?? copy.fallbackDescription}</p>
            {course ? (
              <dl className="grid max-w-lg grid-cols-3 gap-3">
                <Stat value={String(course.levelsCount)} label={course.levelsCount === 1 ? "nivel" : "niveles"} />
                <Stat value={String(course.topicsCount)} label="temas en video" />
                <Stat value={String(freeTopics.length)} label={freeTopics.length === 1 ? "tema gratis" : "temas gratis"} />
              </dl>
            ) : null}
            <div className="flex flex-col gap-3 sm:flex-row">
              <OpenRegisterButton size="lg" choice={firstLevel ? { levelSlug: firstLevel.slug } : {}}>
                Empieza gratis
              </OpenRegisterButton>
              <a
                href={whatsappLink()}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={NEW_TAB_HINT_ID}
                className={buttonClasses("outline-light", "lg")}
              >
                <WhatsAppIcon className="size-5" />
                Pregunta por WhatsApp
              </a>
            </div>
            {Object.keys(fromPrices).length > 0 ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-neutral-200">
                  Planes desde{" "}
                  <strong className="text-white">
                    <PriceTag prices={fromPrices} vatNote />
                  </strong>
                </p>
                <CurrencySwitch compact tone="dark" />
              </div>
            ) : null}
          </div>
          <div className="relative aspect-[3/2] overflow-hidden rounded-3xl shadow-2xl ring-1 shadow-black/40 ring-white/10">
            <Image
              src={course?.image || courseImage(slug)}
              fallbackSrc={FALLBACK_IMAGE}
              alt={`Ilustración del curso de ${copy.fallbackTitle.toLowerCase()}`}
              width={1200}
              height={800}
              priority
              sizes="(min-width: 1152px) 512px, (min-width: 768px) 42vw, 92vw"
            />
          </div>
        </div>
      </section>

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

      <section aria-labelledby="niveles" className="bg-primary-light/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Niveles y planes</p>
          <h2 id="niveles" className="mt-2 text-3xl font-extrabold tracking-tight">
            Elige tu nivel
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-neutral-700">
            Empieza por el nivel que corresponde a lo que ya sabes y elige cuánto tiempo de acceso quieres. Cada plan suma puntos para
            canjear por más clases.
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-neutral-700">
            <CurrencySwitch />
            <p>
              <span data-currency-only="COP">Precios en pesos colombianos, IVA (19 %) incluido.</span>
              <span data-currency-only="USD">Precios en dólares estadounidenses, para pagos desde fuera de Colombia.</span>
            </p>
          </div>
          {levels.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {levels.map((level, index) => (
                <li key={level.id}>
                  <LevelCard level={level} index={index} courseTitle={title} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-black/10">
              <p className="text-lg">
                Estamos actualizando los niveles de este curso. Crea tu cuenta y te avisamos cuando estén listos, o escríbenos por WhatsApp.
              </p>
              <OpenRegisterButton variant="outline-dark" className="mt-5">
                Crear una cuenta
              </OpenRegisterButton>
            </div>
          )}
          {purchaseAllOnSale ? (
            <div className="mt-8 flex flex-col items-start gap-4 rounded-3xl bg-secondary p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
              <div>
                <h3 className="text-2xl font-extrabold">¿Lo quieres todo?</h3>
                <p className="mt-1 text-neutral-200">Accede a todos los niveles con una sola compra y avanza sin esperar.</p>
              </div>
              <OpenRegisterButton choice={{ isPurchaseAll: true }} size="lg" className="w-full sm:w-auto">
                Comprar todos los niveles
              </OpenRegisterButton>
            </div>
          ) : null}
        </div>
      </section>

      {levels.length > 0 ? (
        <section aria-labelledby="temario" className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem]">
          <div>
            <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Temario</p>
            <h2 id="temario" className="mt-2 mb-6 text-3xl font-extrabold tracking-tight">
              Contenido del curso
            </h2>
            <CourseSyllabus levels={levels} themes={themes} />
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
