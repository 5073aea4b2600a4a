"use client";

import { usePathname } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { SessionSync } from "@/features/auth/components/session-sync";
import { ErrorToasts } from "@/features/errors/components/error-toasts";
import { AppToaster } from "@/features/shell/components/app-toaster";
import { RouteChangeLoader } from "@/features/shell/components/route-change-loader";
import { RouteStateSync } from "@/features/shell/components/route-state-sync";
import { isPublicPath } from "@/lib/routes";
import { MockLayer } from "@/mocks/mock-layer";
import { StoreProvider } from "@/store/store-provider";

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
