import { listCourses, listLevels } from "@/features/catalogue/api/catalogue-public-api";
import { CourseGrid, toCourseCards } from "@/features/catalogue/components/course-grid";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { pageMetadata } from "@/lib/seo";

// Static, refreshed by the catalogue's on-demand revalidation; the timer is a safety net.
export const revalidate = 3600;

export const metadata = pageMetadata({
  title: "Cursos",
  description:
    "Cursos en línea de acordeón vallenato, guitarra, caja, guacharaca, guitarra vallenata y guitarra urbana, por niveles y con temas gratis.",
  path: "/cursos",
});

export default async function CoursesPage() {
  const [courses, levels] = await Promise.all([listCourses(), listLevels()]);
  const cards = toCourseCards(courses, levels);
  return (
    <>
      <section aria-labelledby="cursos-titulo" className="bg-secondary text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <p className="text-sm font-bold tracking-wide text-primary uppercase">Cursos</p>
          <h1 id="cursos-titulo" className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Elige tu instrumento y empieza hoy
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-200">
            Cada curso avanza por niveles, con temas en video, rutinas de práctica y ejercicios. Los primeros temas de cada nivel son
            gratis.
          </p>
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <CourseGrid cards={cards} headingLevel={2} eagerCount={1} />
      </div>
      <CtaBand title="¿No sabes por dónde empezar?" text="Escríbenos por WhatsApp y te recomendamos el curso y el nivel ideales para ti." />
    </>
  );
}
