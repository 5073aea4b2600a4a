import { describe, expect, it } from "vitest";
import { absoluteUrl, blogPostingJsonLd, courseJsonLd, organizationJsonLd, pageMetadata, serializeJsonLd } from "@/lib/seo";

const origin = "https://fzacademia.com";

describe("JSON-LD builders", () => {
  it("describes the academy as an Organization with its contact and social profiles", () => {
    const org = organizationJsonLd(origin, "573001234567");
    expect(org).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "FZ Academia", url: `${origin}/` });
    expect(org.contactPoint).toMatchObject({ telephone: "+573001234567", availableLanguage: ["es"] });
    expect(Array.isArray(org.sameAs)).toBe(true);
  });

  it("builds a Course with its levels, an online instance and offers only when priced", () => {
    const input = {
      title: "Acordeón vallenato",
      description: "Desde cero.",
      path: "/como-tocar-acordeon-vallenato",
      image: "/images/courses/como-tocar-acordeon-vallenato.jpg",
      levels: [{ title: "Básico", description: "Primeros pasos" }],
    };
    const course = courseJsonLd({ ...input, offers: null }, origin);
    expect(course).toMatchObject({
      "@type": "Course",
      url: `${origin}/como-tocar-acordeon-vallenato`,
      image: `${origin}/images/courses/como-tocar-acordeon-vallenato.jpg`,
      provider: { "@type": "Organization", name: "FZ Academia" },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online" },
      syllabusSections: [{ "@type": "Syllabus", name: "Básico" }],
    });
    expect(course).not.toHaveProperty("offers");
    const priced = courseJsonLd({ ...input, offers: { low: 20, high: 150, currency: "USD", count: 3 } }, origin);
    expect(priced.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 20, highPrice: 150, priceCurrency: "USD" });
  });

  it("builds a BlogPosting with author, dates, reading time and a default image", () => {
    const post = blogPostingJsonLd(
      {
        title: "Cómo afinar",
        excerpt: "Sin afinador.",
        slug: "como-afinar",
        coverImageUrl: null,
        publishedAt: "2026-01-02T10:00:00.000Z",
        updatedAt: "2026-01-03T10:00:00.000Z",
        readingTimeMinutes: 4,
        categories: [{ name: "Guitarra" }],
        author: { firstName: "Fabián", lastName: "Zuleta" },
      },
      origin,
    );
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Cómo afinar",
      url: `${origin}/blog/como-afinar`,
      image: `${origin}/images/og-default.jpg`,
      datePublished: "2026-01-02T10:00:00.000Z",
      dateModified: "2026-01-03T10:00:00.000Z",
      timeRequired: "PT4M",
      articleSection: ["Guitarra"],
      author: { "@type": "Person", name: "Fabián Zuleta" },
    });
  });

  it("serialises so that no text can close the script tag", () => {
    const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});

describe("page metadata", () => {
  it("sets title, description, canonical, Open Graph and Twitter card", () => {
    const meta = pageMetadata({ title: "Cursos", description: "Todos los cursos", path: "/cursos" });
    expect(meta.title).toBe("Cursos");
    expect(meta.alternates?.canonical).toBe(absoluteUrl("/cursos"));
    expect(meta.openGraph).toMatchObject({ title: "Cursos · FZ Academia", locale: "es_CO", url: absoluteUrl("/cursos") });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: "Cursos · FZ Academia" });
  });

  it("gives the home page the product name alone (decision 015)", () => {
    const meta = pageMetadata({ title: null, description: "Academia de música vallenata en línea", path: "/" });
    expect(meta.title).toEqual({ absolute: "FZ Academia" });
    expect(meta.openGraph).toMatchObject({ title: "FZ Academia" });
    expect(meta.description).toBe("Academia de música vallenata en línea");
  });

  it("keeps absolute image URLs as they are", () => {
    expect(absoluteUrl("https://cdn.example.com/a.jpg", origin)).toBe("https://cdn.example.com/a.jpg");
    expect(absoluteUrl("/blog", origin)).toBe(`${origin}/blog`);
  });
});
