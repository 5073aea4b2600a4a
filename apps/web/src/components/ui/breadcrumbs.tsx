import { AcademyLink } from "@/components/ui/academy-link";
import { ChevronRightIcon } from "@/components/ui/icons";

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the page sits (course › level › topic); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-neutral-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1">
              {item.href && !last ? (
                <AcademyLink href={item.href} className="truncate rounded font-medium text-secondary underline-offset-2 hover:underline">
                  {item.label}
                </AcademyLink>
              ) : (
                <span aria-current={last ? "page" : undefined} className="truncate">
                  {item.label}
                </span>
              )}
              {!last ? <ChevronRightIcon className="size-4 shrink-0 text-neutral-400" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
