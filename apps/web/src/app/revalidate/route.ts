import { timingSafeEqual } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import * as z from "zod/mini";
import { isCourseSlug } from "@/config/courses";
import { CACHE_TAGS } from "@/lib/server-api";

/**
 * On-demand revalidation, called by the API after a blog or catalogue write:
 * `POST /revalidate` with header `x-revalidate-secret` and body `{ "paths": ["/blog", …] }`.
 * The public pages are static (decision 010): the next request after this call renders them
 * again from fresh API answers. `"/*"` stands for every page (the server sends it when it
 * starts, since the build had no API to ask and its prerendered pages are empty).
 * The secret is read on every request: in the one-process set-up the API puts it in the
 * environment after this module may already have loaded.
 */
const REVALIDATE_SECRET_HEADER = "x-revalidate-secret";
const MAX_PATHS = 100;
const EVERY_PAGE = "/*";

const body = z.object({
  paths: z.array(z.string().check(z.minLength(1), z.maxLength(300), z.startsWith("/"))).check(z.maxLength(MAX_PATHS)),
});

function sameSecret(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function problem(status: number, message: string, code: string) {
  return Response.json({ errors: [message], code }, { status });
}

export async function POST(request: Request) {
  if (!sameSecret(request.headers.get(REVALIDATE_SECRET_HEADER), process.env.REVALIDATE_SECRET)) {
    return problem(401, "Secreto de revalidación ausente o incorrecto.", "not_authenticated");
  }
  let parsed: z.infer<typeof body>;
  try {
    const result = body.safeParse(await request.json());
    if (!result.success) return problem(400, "El cuerpo debe ser { \"paths\": [\"/ruta\", …] }.", "validation_error");
    parsed = result.data;
  } catch {
    return problem(400, "El cuerpo debe ser JSON.", "validation_error");
  }
  const paths = [...new Set(parsed.paths)];
  if (paths.includes(EVERY_PAGE)) {
    // Every page under the root layout, and every cached API answer they were built from.
    revalidatePath("/", "layout");
    revalidateTag(CACHE_TAGS.blog, { expire: 0 });
    revalidateTag(CACHE_TAGS.catalogue, { expire: 0 });
    return Response.json({ revalidated: paths, now: Date.now() });
  }
  for (const path of paths) revalidatePath(path);
  // Blog lists (every ?pagina= and category page) and the home page's latest posts use the
  // blog's answers; the home page, /cursos and the landing pages the catalogue's. The tag
  // reaches every page built from those answers, whichever path asked for it.
  if (paths.some((path) => path === "/blog" || path.startsWith("/blog/") || path === "/sitemap.xml")) {
    revalidateTag(CACHE_TAGS.blog, { expire: 0 });
  }
  if (paths.some((path) => path === "/cursos" || isCourseSlug(path.slice(1)))) {
    revalidateTag(CACHE_TAGS.catalogue, { expire: 0 });
  }
  return Response.json({ revalidated: paths, now: Date.now() });
}
