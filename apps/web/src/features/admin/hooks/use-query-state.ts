"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

/**
 * A list page's filters in its URL. `set` changes some parameters (null or "" removes one)
 * and goes back to the first page unless it sets the page itself. The History API keeps
 * Next's router in step without a server round trip or the route-change loader.
 */
export function useQueryState() {
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const set = useCallback(
    (updates: Record<string, string | null>) => {
      const next = new URLSearchParams(query);
      for (const [key, value] of Object.entries(updates)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!("pagina" in updates)) next.delete("pagina");
      const qs = next.toString();
      window.history.replaceState(null, "", qs ? `?${qs}` : window.location.pathname);
    },
    [query],
  );
  const page = Math.max(1, Math.trunc(Number(params.get("pagina"))) || 1);
  return { params, query, set, page };
}
