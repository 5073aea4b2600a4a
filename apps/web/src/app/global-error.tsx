"use client";

import "./globals.css";

/** Last resort when the root layout itself fails: no store, no header, plain Spanish. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white px-4 text-center font-sans text-secondary">
        <h1 className="text-3xl font-extrabold">Algo salió mal</h1>
        <p className="text-lg">La página no pudo cargarse. Inténtalo de nuevo en unos segundos.</p>
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded-full bg-primary px-5 font-semibold text-secondary"
        >
          Intentar de nuevo
        </button>
      </body>
    </html>
  );
}
