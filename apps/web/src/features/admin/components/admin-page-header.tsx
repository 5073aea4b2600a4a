import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";

/** The top of every back-office page: where it sits, its title, a line of context and its actions. */
export function AdminPageHeader({
  title,
  description,
  crumbs,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3">
      {crumbs ? <Breadcrumbs items={crumbs} /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{title}</h1>
          {description ? <div className="mt-1 text-neutral-700">{description}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}

/** A titled white card that groups one part of a page. */
export function AdminSection({
  title,
  actions,
  children,
  id,
  description,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  description?: ReactNode;
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-extrabold sm:text-xl">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-neutral-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
