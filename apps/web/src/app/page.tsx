import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { JsonLd } from "@/components/ui/json-ld";
import { clientEnv } from "@/config/env";
import { SITE_DESCRIPTION } from "@/config/site";
import { latestPosts } from "@/features/blog/api/blog-public-api";
import { PostGrid } from "@/features/blog/components/post-card";
import { listCourses, listLevels } from "@/features/catalogue/api/catalogue-public-api";
import { CourseGrid, toCourseCards } from "@/features/catalogue/components/course-grid";
import { Benefits } from "@/features/marketing/components/benefits";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { HomeHero } from "@/features/marketing/components/home-hero";
import { HowItWorks } from "@/features/marketing/components/how-it-works";
import { SectionHeading } from "@/features/marketing/components/section-heading";
import { Testimonials } from "@/features/marketing/components/testimonials";
import { organizationJsonLd, pageMetadata } from "@/lib/seo";

// Static: rendered once (at the server's start, the build has no API to ask) and again when
// the catalogue or the blog changes (their on-demand revalidation); the timer is a safety net.
export const revalidate = 3600;

export const metadata = pageMetadata({
  title: null,
  description: SITE_DESCRIPTION,
  path: "/",
});

export default async function HomePage() {
  const [courses, levels, posts] = await Promise.all([listCourses(), listLevels(), latestPosts(3)]);
  const cards = toCourseCards(courses, levels);
  return (
    <>
      <JsonLd data={organizationJsonLd(undefined, clientEnv.NEXT_PUBLIC_WHATSAPP_NUMBER)} />
      <HomeHero />
      <section aria-labelledby="instrumentos" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="instrumentos"
            eyebrow="Cursos"
            title="¿Qué instrumento quieres tocar?"
            lead="Seis cursos por niveles, enseñados por músicos que viven el vallenato todos los días."
          />
          <Link href="/cursos" className={buttonClasses("outline-dark", "md", "shrink-0 self-start md:self-auto")}>
            Ver todos los cursos
          </Link>
        </div>
        <div className="mt-10">
          <CourseGrid cards={cards} />
        </div>
      </section>
      <HowItWorks />
      <Benefits />
      <Testimonials />
      {posts.length > 0 ? (
        <section aria-labelledby="del-blog" className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6 md:pt-20">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading id="del-blog" eyebrow="Blog" title="Consejos para practicar mejor" />
            <Link href="/blog" className={buttonClasses("outline-dark", "md", "shrink-0 self-start md:self-auto")}>
              Ir al blog
            </Link>
          </div>
          <div className="mt-10">
            <PostGrid posts={posts} headingLevel={3} />
          </div>
        </section>
      ) : null}
      <CtaBand />
    </>
  );
}
