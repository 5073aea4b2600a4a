import { timingSafeEqual } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import * as z from "zod/mini";
import { CACHE_TAGS } from "@/lib/server-api";

/**
 * On-demand revalidation, called by the API after a blog write:
 * `POST /revalidate` with header `x-revalidate-secret` and body `{ "paths": ["/blog", …] }`.
 * The secret is read on every request: in the one-process set-up the API puts it in the
 * environment after this module may already have loaded.
 */
const REVALIDATE_SECRET_HEADER = "x-revalidate-secret";
const MAX_PATHS = 100;

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
  for (const path of paths) revalidatePath(path);
  // Blog lists are paginated with ?pagina= and shown on the home page: the tag reaches
  // every cached blog answer, whichever page asked for it.
  if (paths.some((path) => path === "/blog" || path.startsWith("/blog/") || path === "/sitemap.xml")) {
    revalidateTag(CACHE_TAGS.blog, { expire: 0 });
  }
  return Response.json({ revalidated: paths, now: Date.now() });
}
