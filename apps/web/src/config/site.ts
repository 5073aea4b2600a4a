/** Who the academy is, for the footer, the legal pages and structured data. */
export const SITE_NAME = "FZ Academia";

/**
 * Page titles (decision 015): the product name alone on the home page, else the page's own
 * short name before it — "Cursos · FZ Academia". The SEO wording lives in descriptions.
 */
export const TITLE_SEPARATOR = " · ";
export const TITLE_TEMPLATE = `%s${TITLE_SEPARATOR}${SITE_NAME}`;
/** A page name longer than this is not a short title (a test holds every page to it). */
export const PAGE_NAME_MAX_LENGTH = 40;

/** The document title of a page named `name` ("" or null: the home page, the product name). */
export function documentTitle(name?: string | null): string {
  return name ? TITLE_TEMPLATE.replace("%s", name) : SITE_NAME;
}

export const SITE_DESCRIPTION =
  "Academia de música vallenata en línea: aprende acordeón, guitarra, caja y guacharaca con cursos por niveles, videos y ejercicios.";

export const CONTACT_EMAIL = "contacto@fzacademia.com";

/** Responsible for personal data under Ley 1581 de 2012 (shown on the privacy page). */
export const LEGAL_ENTITY = {
  name: "FZ Academia",
  city: "Valledupar, Cesar, Colombia",
  email: "privacidad@fzacademia.com",
} as const;

export interface SocialLink {
  name: string;
  url: string;
}

export const SOCIAL_LINKS: SocialLink[] = [
  { name: "YouTube", url: "https://www.youtube.com/@fzacademia" },
  { name: "Instagram", url: "https://www.instagram.com/fzacademia" },
  { name: "Facebook", url: "https://www.facebook.com/fzacademia" },
  { name: "TikTok", url: "https://www.tiktok.com/@fzacademia" },
];

export const LEGAL_LINKS = [
  { title: "Política de privacidad", url: "/privacidad" },
  { title: "Términos y condiciones", url: "/terminos" },
] as const;

/** Date the legal texts were last revised (shown on the pages). */
export const LEGAL_UPDATED_AT = "2026-01-15";
