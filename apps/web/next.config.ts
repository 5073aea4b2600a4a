import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The wire contracts are shipped as TypeScript source from the workspace.
  transpilePackages: ["@fz/contracts"],
  poweredByHeader: false,
  typedRoutes: false,
  reactStrictMode: true,
  images: {
    // Spec §9: default image quality is 75, and it is the only one the optimiser accepts.
    qualities: [75],
  },
};

export default nextConfig;
