import type { NextConfig } from "next";
import * as z from "zod/mini";

// The public settings are checked here, once, before Next inlines them into the bundles: a
// wrong value stops the build with the list of what to fix, and the browser code reads them
// without a validation library (src/config/env.ts applies the defaults). They are validated
// in this file because next.config.ts cannot import the app's TypeScript modules at runtime.
const optional = (check: z.ZodMiniString) => z.optional(check);
const publicSchema = z.object({
  // WhatsApp number in international format, digits only (no "+", spaces or dashes).
  NEXT_PUBLIC_WHATSAPP_NUMBER: optional(z.string().check(z.regex(/^\d{8,15}$/, "debe tener solo dígitos (8 a 15), con el indicativo del país"))),
  // Public origin of the site (canonical URLs, Open Graph, sitemap), without a trailing slash.
  NEXT_PUBLIC_SITE_URL: optional(z.url("debe ser una URL http(s) válida")),
  // Google Analytics 4 measurement id; without it analytics events are a no-op.
  NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(z.string().check(z.regex(/^G-[A-Z0-9]{4,20}$/, "debe ser un id de medición de Google Analytics (G-…)"))),
});

export type PublicEnv = z.infer<typeof publicSchema>;

/** The public settings, trimmed (blank means unset, no trailing slash on the URL) and checked. */
export function parsePublicEnv(env: Record<string, string | undefined>): PublicEnv {
  const value = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);
  const result = publicSchema.safeParse({
    NEXT_PUBLIC_WHATSAPP_NUMBER: value("NEXT_PUBLIC_WHATSAPP_NUMBER"),
    NEXT_PUBLIC_SITE_URL: value("NEXT_PUBLIC_SITE_URL")?.replace(/\/+$/, ""),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: value("NEXT_PUBLIC_GA_MEASUREMENT_ID"),
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Configuración pública no válida:\n${problems.join("\n")}`);
}

const publicEnv = parsePublicEnv(process.env);

const nextConfig: NextConfig = {
  // The wire contracts are shipped as TypeScript source from the workspace.
  transpilePackages: ["@fz/contracts"],
  // Always defined at build time, so the bundler can drop the mock layer (msw included) from
  // the bundles when it is off: an unset NEXT_PUBLIC_ variable is left as a runtime lookup.
  env: {
    NEXT_PUBLIC_API_MOCKS: process.env.NEXT_PUBLIC_API_MOCKS === "true" ? "true" : "false",
    // Unset ones are inlined as "" and src/config/env.ts applies the defaults.
    NEXT_PUBLIC_WHATSAPP_NUMBER: publicEnv.NEXT_PUBLIC_WHATSAPP_NUMBER ?? "",
    NEXT_PUBLIC_SITE_URL: publicEnv.NEXT_PUBLIC_SITE_URL ?? "",
    NEXT_PUBLIC_GA_MEASUREMENT_ID: publicEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? "",
  },
  poweredByHeader: false,
  // Separate build folders let several builds or dev servers share one checkout (CI
  // journeys beside a developer's dev server); the default stays `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typedRoutes: false,
  reactStrictMode: true,
  // Metadata (title, description, Open Graph) always in <head>, for every client: link
  // previews (WhatsApp, Facebook) and audits read only the head, and public pages wait for
  // their data anyway, so streaming metadata after it would gain nothing.
  htmlLimitedBots: /.*/,
  // The stylesheet is a <link>, not inlined (`experimental.inlineCss`, decision 009): inlined,
  // Next also serialised it twice into the React payload, 3 × 77 KB in every document. As a
  // file it is downloaded once and cached (docs/decisions/010-static-public-pages-and-caching.md).
  async rewrites() {
    return {
      // The blog lists keep their public URLs (`/blog?pagina=2`) but are rendered from a path
      // segment: a page that reads its query string cannot be static (decision 010).
      beforeFiles: [
        { source: "/blog", has: [{ type: "query", key: "pagina" }], destination: "/blog/pagina/:pagina" },
        {
          source: "/blog/categoria/:category",
          has: [{ type: "query", key: "pagina" }],
          destination: "/blog/categoria/:category/pagina/:pagina",
        },
      ],
    };
  },
  images: {
    // Spec §9: default image quality is 75, and it is the only one the optimiser accepts.
    qualities: [75],
  },
};

export default nextConfig;
