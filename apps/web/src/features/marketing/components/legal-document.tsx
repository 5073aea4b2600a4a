import type { ReactNode } from "react";
import { LEGAL_UPDATED_AT } from "@/config/site";
import { formatDate } from "@/lib/format";

/** Frame and typography of the legal pages. */
export function LegalDocument({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Información legal</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance">{title}</h1>
      <p className="mt-3 text-neutral-700">
        Última actualización: <time dateTime={LEGAL_UPDATED_AT}>{formatDate(`${LEGAL_UPDATED_AT}T12:00:00-05:00`)}</time>
      </p>
      <div className="mt-6 text-lg leading-relaxed">{intro}</div>
      <div className="mt-8 flex flex-col gap-8 leading-relaxed [&_h2]:text-2xl [&_h2]:font-extrabold [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
