"use client";

import { useEffect } from "react";
import { documentTitle } from "@/config/site";

/**
 * Names the tab after data that only the browser loads (academy pages render behind the
 * stored session), so screen readers and history show the real topic or level.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
