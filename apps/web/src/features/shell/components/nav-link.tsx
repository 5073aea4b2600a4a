"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NEW_TAB_HINT_ID, type NavItem } from "@/config/navigation";

export function NavLink({ item, className }: { item: NavItem; className?: string }) {
  const pathname = usePathname();
  if (item.newTab) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID} className={className}>
        {item.title}
      </a>
    );
  }
  const isCurrent = !item.url.includes("#") && (item.url === "/" ? pathname === "/" : pathname.startsWith(item.url));
  return (
    <Link href={item.url} aria-current={isCurrent ? "page" : undefined} className={className}>
      {item.title}
    </Link>
  );
}
