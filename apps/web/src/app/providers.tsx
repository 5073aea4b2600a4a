"use client";

// Before anything that parses with zod (see the module).
import "@/lib/zod-jitless";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { SessionSync } from "@/features/auth/components/session-sync";
import { ErrorToasts } from "@/features/errors/components/error-toasts";
import { RouteChangeLoader } from "@/features/shell/components/route-change-loader";
import { RouteStateSync } from "@/features/shell/components/route-state-sync";
import { isPublicPath } from "@/lib/routes";
import { MockLayer } from "@/mocks/mock-layer";
import { StoreProvider } from "./store-provider";

// Sonner stays out of every page's first-load JavaScript (src/lib/toasts.ts): the Toaster
// loads once the page is interactive, and toasts raised before that appear when it mounts.
const AppToaster = dynamic(() => import("@/features/shell/components/app-toaster").then((m) => m.AppToaster), { ssr: false });

export function Providers({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    // The first render already knows whether the page is public, so nothing flickers.
    <StoreProvider initialState={{ general: { isPublic: isPublicPath(pathname) } }}>
      <MockLayer>
        <SessionSync />
        <RouteStateSync />
        {children}
        {/* Reads the search params: kept in its own boundary so pages stay static. */}
        <Suspense fallback={null}>
          <RouteChangeLoader />
        </Suspense>
        <ErrorToasts />
        <AppToaster />
      </MockLayer>
    </StoreProvider>
  );
}
