import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/ui/json-ld";
import { COURSE_COPY } from "@/config/course-copy";
import { COURSE_SLUG_LIST, courseImage, courseKeyOf, coursePath } from "@/config/courses";
import { getCourseLanding } from "@/features/catalogue/api/catalogue-public-api";
import { CourseLanding } from "@/features/catalogue/components/course-landing";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { priceRange } from "@/lib/prices";
import { courseJsonLd, pageMetadata } from "@/lib/seo";

// The six landing pages of spec §2 live at the root; any other root path is a 404. Static,
// refreshed by the catalogue's on-demand revalidation; the timer is a safety net.
export const revalidate = 3600;
export const dynamicParams = false;

type Params = Promise<{ courseSlug: string }>;

export function generateStaticParams(): { courseSlug: string }[] {
  return COURSE_SLUG_LIST.map((courseSlug) => ({ courseSlug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { courseSlug } = await params;
  const key = courseKeyOf(courseSlug);
  if (!key) return { title: "Página no encontrada" };
  const copy = COURSE_COPY[key];
  const landing = await getCourseLanding(courseSlug);
  const course = landing.status === "found" ? landing.course : null;
  return pageMetadata({
    title: course?.title ?? copy.fallbackTitle,
    description: course?.shortDescription ?? copy.fallbackDescription,
    path: coursePath(courseSlug),
    image: course?.image || courseImage(courseSlug),
    imageAlt: `Curso de ${copy.fallbackTitle.toLowerCase()} de FZ Academia`,
  });
}

export default async function CourseLandingPage({ params }: { params: Params }) {
  const { courseSlug } = await params;
  const key = courseKeyOf(courseSlug);
  if (!key) notFound();
  // A course of the slug map the catalogue does not list (yet) still gets its landing page,
  // from the marketing copy: the six pages of spec §2 always exist.
  const landing = await getCourseLanding(courseSlug);
  const found = landing.status === "found" ? landing : null;
  const copy = COURSE_COPY[key];
  const levels = found?.levels ?? [];
  return (
    <>
      <JsonLd
        data={courseJsonLd({
          title: found?.course.title ?? copy.fallbackTitle,
          description: found?.course.description ?? copy.fallbackDescription,
          path: coursePath(courseSlug),
          image: found?.course.image || courseImage(courseSlug),
          levels: levels.map((level) => ({ title: level.title, description: level.description })),
          offers: priceRange(levels.map((level) => level.prices)),
        })}
      />
      <CourseLanding
        courseKey={key}
        course={found?.course ?? null}
        levels={levels}
        topics={found?.topics ?? []}
        purchaseAllOnSale={found?.purchaseAllOnSale ?? false}
      />
      <CtaBand
        title={`Empieza hoy con ${copy.instrument}`}
        text="Crea tu cuenta gratis, mira los primeros temas y decide después qué plan te conviene."
        choice={levels[0] ? { levelSlug: levels[0].slug } : undefined}
      />
    </>
  );
}
