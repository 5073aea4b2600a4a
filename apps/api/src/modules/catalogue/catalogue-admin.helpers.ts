import type { VideoWrite } from "@fz/contracts/admin/catalogue";
import { fieldRefused } from "../../lib/errors";
import { slugify } from "../../lib/slug";

/** "Guitarra Acústica: ¡Nivel 1!" → "guitarra-acustica-nivel-1" (courses, levels, topics, tutorials). */
export const catalogueSlug = (title: string): string => slugify(title, { maxLength: 90, fallback: "contenido" });

/** Course landing pages live at the site's root: a course slug must not shadow one of its pages. */
export const RESERVED_COURSE_SLUGS = new Set([
  "academia",
  "admin",
  "api",
  "blog",
  "cursos",
  "ingresar",
  "registro",
  "privacidad",
  "terminos",
  "revalidate",
  "images",
  "verificar-correo",
  "restablecer-contrasena",
  "recuperar-contrasena",
  "dev-idp",
  "sitemap-xml",
  "robots-txt",
]);

/** The public pages that show a course: home, catalogue, its landing page, the sitemap. */
export function coursePaths(...slugs: (string | null | undefined)[]): string[] {
  return ["/", "/cursos", ...slugs.filter((s): s is string => Boolean(s)).map((s) => `/${s}`), "/sitemap.xml"];
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** A self-hosted file: a relative path under the videos directory (an upload's `source`, or a seeded file). */
const SELF_HOSTED_SOURCE = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:mp4|m4v|webm)$/i;

/**
 * Stores provider videos as embed URLs (what the player iframes): a YouTube watch/short/embed
 * link becomes youtube-nocookie's embed URL, a Vimeo page the player URL.
 */
export function normalizeVideo(video: VideoWrite): { provider: VideoWrite["provider"]; source: string } {
  const source = video.source.trim();
  if (video.provider === "self_hosted") {
    if (!SELF_HOSTED_SOURCE.test(source) || source.split("/").some((part) => part === ".." || part.startsWith("."))) {
      throw fieldRefused("video", "El archivo de video no es válido: súbelo primero y usa el «source» que devuelve la subida.");
    }
    return { provider: "self_hosted", source };
  }
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw fieldRefused("video", "La dirección del video debe ser una URL https de YouTube o Vimeo.");
  }
  if (url.protocol !== "https:") throw fieldRefused("video", "La dirección del video debe empezar por https://.");
  const host = url.hostname.replace(/^www\.|^m\./, "");
  if (video.provider === "youtube") {
    let id: string | null = null;
    if (host === "youtu.be") id = url.pathname.slice(1);
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      if (url.pathname === "/watch") id = url.searchParams.get("v");
      else id = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
    }
    if (!id || !YOUTUBE_ID.test(id)) throw fieldRefused("video", "No reconocemos el enlace de YouTube: copia la dirección del video (youtube.com/watch?v=… o youtu.be/…).");
    return { provider: "youtube", source: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  let id: string | null = null;
  if (host === "vimeo.com") id = url.pathname.match(/^\/(\d+)/)?.[1] ?? null;
  else if (host === "player.vimeo.com") id = url.pathname.match(/^\/video\/(\d+)/)?.[1] ?? null;
  if (!id) throw fieldRefused("video", "No reconocemos el enlace de Vimeo: copia la dirección del video (vimeo.com/123456).");
  return { provider: "vimeo", source: `https://player.vimeo.com/video/${id}` };
}
