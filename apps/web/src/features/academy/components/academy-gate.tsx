"use client";

import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { SIGN_IN_PATH } from "@/lib/routes";
import { clearSession } from "@/lib/session";
import { useAppSelector } from "@/store/hooks";
import { selectAcademySessionKnown, selectAcademySignedIn } from "@/store/slices/auth-slice";
import { useAppRouter } from "@/store/use-app-router";

/**
 * The academy is read with the student's token, which only the browser holds: its pages
 * render once the stored session is known. Without one (the cookie let the proxy through
 * but this browser has no session, or it was just revoked) the student signs in again and
 * comes back to the same page.
 */
export function AcademyGate({ children }: { children: ReactNode }) {
  const restored = useAppSelector(selectAcademySessionKnown);
  const signedIn = useAppSelector(selectAcademySignedIn);
  const router = useAppRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (!restored || signedIn) return;
    clearSession();
    router.replace(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}`);
  }, [restored, signedIn, router, pathname]);

  if (!restored || !signedIn) return <LoadingPanel message="Cargando tu cuenta…" />;
  return <>{children}</>;
}
