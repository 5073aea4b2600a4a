import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/ui/icons";
import { Image } from "@/components/ui/image";
import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { CurrencySwitch } from "@/components/ui/currency-switch";
import { PriceTag } from "@/components/ui/price-tag";
import type { CourseCopy } from "@/config/course-copy";
import { courseImage, FALLBACK_IMAGE } from "@/config/courses";
import { NEW_TAB_HINT_ID } from "@/config/navigation";
import type { CourseItem } from "@/features/catalogue/api/catalogue-public-api";
import type { lowestByCurrency } from "@/lib/currency";
import { whatsappLink } from "@/lib/whatsapp";

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10">
      <dt className="text-sm text-neutral-200">{label}</dt>
      <dd className="order-first text-2xl font-extrabold text-primary">{value}</dd>
    </div>
  );
}

/** The course landing's first screen: the title, the figures, the first steps, the picture. */
export function CourseHero({
  title,
  slug,
  copy,
  course,
  freeTopicsCount,
  firstLevelSlug,
  fromPrices,
}: {
  title: string;
  slug: string;
  copy: CourseCopy;
  course: CourseItem | null;
  freeTopicsCount: number;
  firstLevelSlug: string | null;
  fromPrices: ReturnType<typeof lowestByCurrency>;
}) {
  return (
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
              <Stat value={String(freeTopicsCount)} label={freeTopicsCount === 1 ? "tema gratis" : "temas gratis"} />
            </dl>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <OpenRegisterButton size="lg" choice={firstLevelSlug ? { levelSlug: firstLevelSlug } : {}}>
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
  );
}
