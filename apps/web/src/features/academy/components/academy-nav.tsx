"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { usePathname } from "next/navigation";
import { ACADEMY_NAV } from "@/config/academy-navigation";
import { ACADEMY_PATH } from "@/lib/routes";

/** The academy's sub-navigation; "Mis cursos" stays current through courses, levels and topics. */
export function AcademyNav() {
  const pathname = usePathname();
  const current = (url: string) => {
    const other = ACADEMY_NAV.find((item) => item.url !== ACADEMY_PATH && pathname.startsWith(item.url));
    return url === ACADEMY_PATH ? !other : pathname.startsWith(url);
  };

  return (
    <div className="border-b border-neutral-200 bg-neutral-50">
      <nav aria-label="Academia" className="mx-auto max-w-6xl px-4 sm:px-6">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {ACADEMY_NAV.map((item) => (
            <li key={item.url}>
              <AcademyLink
                href={item.url}
                aria-current={current(item.url) ? "page" : undefined}
                className="inline-flex min-h-12 items-center border-b-[3px] border-transparent px-3 font-semibold whitespace-nowrap text-neutral-600 hover:text-secondary aria-[current=page]:border-primary aria-[current=page]:text-secondary"
              >
                {item.title}
              </AcademyLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
