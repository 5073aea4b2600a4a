import type { ReactNode } from "react";

/** Frame of the sign-in and registration pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="flex flex-1 items-start justify-center bg-primary-light/60 px-4 py-10 sm:py-16">
      <div className="w-full max-w-lg rounded-3xl bg-white p-6 shadow-xl shadow-black/5 ring-1 ring-black/5 sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-2 mb-8 text-neutral-700">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
