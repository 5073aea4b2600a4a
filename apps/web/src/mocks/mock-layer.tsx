"use client";

import { useEffect, useState, type ReactNode } from "react";

/**
 * The front-end mock layer (spec §7, DESIGN §5), on when the build had NEXT_PUBLIC_API_MOCKS=true.
 * The variable is written out in full so Next inlines it and drops the mocks (msw included)
 * from every bundle when it is off.
 */
export function MockLayer({ children }: { children: ReactNode }) {
  if (process.env.NEXT_PUBLIC_API_MOCKS !== "true") return <>{children}</>;
  return <MockGate>{children}</MockGate>;
}

/** Nothing renders (so nothing is requested) until the worker answers. */
function MockGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    import("@/mocks/browser")
      .then(({ startMockWorker }) => startMockWorker())
      .catch((error: unknown) => console.error("No se pudo iniciar la capa de simulación de la API", error))
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return ready ? <>{children}</> : null;
}
