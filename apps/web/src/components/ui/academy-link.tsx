import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to one of the academy's pages (or the back office's). They are dynamic (rendered per
 * user), so they are not prefetched: Next.js would fetch only their route tree — the page
 * itself renders on click either way — and would ask again on every page view, as it keeps no
 * dynamic prefetch. A topic's load on a phone made 16 such requests, decoded on the main thread
 * while the page hydrated (decision 010, sixth-session addendum). Links to the public site keep
 * Next's default (static pages, prefetched in full and kept).
 */
export function AcademyLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}
