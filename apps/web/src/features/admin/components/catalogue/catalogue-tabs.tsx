"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cx } from "@/lib/cx";

const TABS = [
  { href: "/admin/catalogo", label: "Cursos y niveles" },
  { href: "/admin/catalogo/tutoriales", label: "Tutoriales" },
];

/** The catalogue's two lists: the courses (with their levels and topics) and the tutorials. */
export function CatalogueTabs() {
  const pathname = usePathname();
  const tutorials = pathname.startsWith("/admin/catalogo/tutoriales");
  return (
    <nav aria-label="Catálogo" className="mb-6 flex gap-1 border-b border-neutral-200">
      {TABS.map((tab) => {
        const active = tab.href === "/admin/catalogo" ? !tutorials : tutorials;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? "page" : undefined}
            className={cx(
              "-mb-px border-b-4 px-4 py-2.5 font-semibold",
              active ? "border-primary text-secondary" : "border-transparent text-neutral-600 hover:text-secondary",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
