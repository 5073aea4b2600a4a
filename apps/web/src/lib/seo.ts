import type { Metadata } from "next";
import { clientEnv } from "@/config/env";
import { OG_DEFAULT_IMAGE } from "@/config/courses";
import { CONTACT_EMAIL, documentTitle, SITE_DESCRIPTION, SITE_NAME, SOCIAL_LINKS } from "@/config/site";

/** Canonical origin of the site (NEXT_PUBLIC_SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return clientEnv.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");
}

/** An absolute URL on this site; absolute inputs (a remote cover image) are kept. */
export function absoluteUrl(path: string, origin: string = siteUrl()): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

export interface PageMetadataInput {
  /** The page's short name ("Cursos"); null on the home page, whose title is the product name. */
  title: string | null;
  description: string;
  /** Site path of the page: its canonical URL. */
  path: string;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page. Next
 * replaces (not merges) `openGraph` set by a page, so every page gets the full set here.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = absoluteUrl(input.image || OG_DEFAULT_IMAGE);
  const url = absoluteUrl(input.path);
  const fullTitle = documentTitle(input.title);
  const images = [{ url: image, alt: input.imageAlt ?? fullTitle }];
  return {
    // The root layout's template adds " · FZ Academia"; the home page is the name alone.
    title: input.title ? input.title : { absolute: SITE_NAME },
    description: input.description,
    alternates: { canonical: url },
    openGraph: {
      type: input.type ?? "website",
      url,
      siteName: SITE_NAME,
      locale: "es_CO",
      title: fullTitle,
      description: input.description,
      images,
      ...(input.type === "article" ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: input.description, images: [image] },
  };
}

type JsonLd = Record<string, unknown>;

function organizationRef(origin: string): JsonLd {
  return { "@type": "Organization", name: SITE_NAME, url: `${origin}/`, logo: `${origin}/images/logo.png` };
}

/** Organization on the home page. */
export function organizationJsonLd(origin: string = siteUrl(), whatsappNumber?: string): JsonLd {
  return {
    "@context": "https://schema.org",
    ...organizationRef(origin),
    description: SITE_DESCRIPTION,
    email: CONTACT_EMAIL,
    sameAs: SOCIAL_LINKS.map((link) => link.url),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: CONTACT_EMAIL,
      ...(whatsappNumber ? { telephone: `+${whatsappNumber}` } : {}),
      availableLanguage: ["es"],
    },
  };
}

export interface CourseJsonLdInput {
  title: string;
  description: string;
  path: string;
  image: string | null;
  levels: { title: string; description: string }[];
  /** Lowest and highest price among the course's plans, when the API lists prices. */
  offers?: { low: number; high: number; currency: string; count: number } | null;
}

/** Course on a landing page, with one online course instance and its offers when known. */
export function courseJsonLd(input: CourseJsonLdInput, origin: string = siteUrl()): JsonLd {
  const url = absoluteUrl(input.path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: input.title,
    description: input.description,
    url,
    inLanguage: "es",
    ...(input.image ? { image: absoluteUrl(input.image, origin) } : {}),
    provider: organizationRef(origin),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: "PT20M",
      inLanguage: "es",
    },
    ...(input.levels.length > 0
      ? {
          syllabusSections: input.levels.map((level) => ({
            "@type": "Syllabus",
            name: level.title,
            description: level.description,
          })),
        }
      : {}),
    ...(input.offers
      ? {
          offers: {
            "@type": "AggregateOffer",
            category: "Subscription",
            priceCurrency: input.offers.currency,
            lowPrice: input.offers.low,
            highPrice: input.offers.high,
            offerCount: input.offers.count,
            url,
          },
        }
      : {}),
  };
}

export interface BlogPostingJsonLdInput {
  title: string;
  excerpt: string;
  slug: string;
  coverImageUrl: string | null;
  publishedAt: string;
  updatedAt: string;
  readingTimeMinutes: number;
  categories: { name: string }[];
  author: { firstName: string; lastName: string } | null;
}

/** BlogPosting on a post page. */
export function blogPostingJsonLd(post: BlogPostingJsonLdInput, origin: string = siteUrl()): JsonLd {
  const url = absoluteUrl(`/blog/${post.slug}`, origin);
  const authorName = post.author ? `${post.author.firstName} ${post.author.lastName}`.trim() : "";
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: absoluteUrl(post.coverImageUrl || OG_DEFAULT_IMAGE, origin),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: "es-CO",
    timeRequired: `PT${post.readingTimeMinutes}M`,
    ...(post.categories.length > 0 ? { articleSection: post.categories.map((c) => c.name) } : {}),
    author: authorName ? { "@type": "Person", name: authorName } : organizationRef(origin),
    publisher: organizationRef(origin),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
