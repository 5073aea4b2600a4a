"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ADMIN_NAV_ITEMS, currentAdminItem } from "@/config/admin-navigation";
import { cx } from "@/lib/cx";
import { AdminNavIconView } from "@/features/admin/components/admin-icons";

/**
 * The back office's sections, for the wide-screen drawer and the phone overlay. `mini` keeps
 * only the icons: each link keeps its name for screen readers and shows it as a tooltip.
 */
export function AdminNavList({ mini = false, onNavigate }: { mini?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const current = currentAdminItem(pathname);
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV_ITEMS.map((item) => {
        const active = current?.url === item.url;
        return (
          <li key={item.url}>
            <Link
              href={item.url}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={mini ? item.title : undefined}
              aria-label={item.short && !mini ? item.title : undefined}
              className={cx(
                "flex min-h-11 items-center gap-3 rounded-xl font-semibold whitespace-nowrap transition-colors",
                mini ? "justify-center px-0" : item.short ? "pr-3 pl-8" : "px-3",
                active ? "bg-secondary text-white" : "text-secondary hover:bg-primary-light",
              )}
            >
              <AdminNavIconView name={item.icon} className={cx("size-5 shrink-0", active ? "text-primary" : "text-neutral-600")} />
              <span className={mini ? "sr-only" : "truncate"}>{mini ? item.title : (item.short ?? item.title)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
