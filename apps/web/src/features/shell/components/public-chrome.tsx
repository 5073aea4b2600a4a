"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { ADMIN_PATH } from "@/lib/routes";

/** True on the back office's pages, which have their own frame (sidebar, no marketing footer). */
export function isBackOfficePath(pathname: string | null): boolean {
  return pathname === ADMIN_PATH || Boolean(pathname?.startsWith(`${ADMIN_PATH}/`));
}

/** Renders the marketing chrome it wraps (the footer) everywhere but the back office. */
export function PublicChrome({ children }: { children: ReactNode }) {
  return isBackOfficePath(usePathname()) ? null : <>{children}</>;
}
