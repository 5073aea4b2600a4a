import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Página no encontrada" };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary-dark" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold">Página no encontrada</h1>
      <p className="text-lg text-neutral-700">No se encontró lo que buscaba. Puede que el enlace esté roto o que la página ya no exista.</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-2")}>
        Volver al inicio
      </Link>
    </section>
  );
}
