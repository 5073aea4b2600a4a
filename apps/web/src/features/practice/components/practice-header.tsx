import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { academyPaths } from "@/config/academy-navigation";

/** The studio's pages: breadcrumbs, title and a sentence, like the academy's other pages. */
export function PracticeHeader({ title, intro, crumb }: { title: string; intro: ReactNode; crumb?: string }) {
  return (
    <header className="flex flex-col gap-3">
      {crumb ? (
        <Breadcrumbs
          items={[
            { label: "Práctica", href: academyPaths.practice },
            { label: crumb },
          ]}
        />
      ) : null}
      <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-lg text-neutral-700">{intro}</p>
    </header>
  );
}
