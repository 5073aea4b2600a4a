import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The wire contracts are shipped as TypeScript source from the workspace.
  transpilePackages: ["@fz/contracts"],
  // Always defined at build time, so the bundler can drop the mock layer (msw included) from
  // the bundles when it is off: an unset NEXT_PUBLIC_ variable is left as a runtime lookup.
  env: { NEXT_PUBLIC_API_MOCKS: process.env.NEXT_PUBLIC_API_MOCKS === "true" ? "true" : "false" },
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
  images: {
    // Spec §9: default image quality is 75, and it is the only one the optimiser accepts.
    qualities: [75],
  },
};

export default nextConfig;
