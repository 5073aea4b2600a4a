"use client";

import type { CSSProperties } from "react";

/*
 * Styled inline, without importing globals.css: with inlined CSS (next.config.ts) Next would
 * otherwise serialise the whole stylesheet once more into every page's payload for this
 * boundary (vercel/next.js#98110). Colours are the theme's (spec §9).
 */
const body: CSSProperties = {
  margin: 0,
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "1rem",
  padding: "0 1rem",
  textAlign: "center",
  background: "#fff",
  color: "#2d2d2d",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
};

const button: CSSProperties = {
  minHeight: "2.75rem",
  padding: "0 1.25rem",
  border: 0,
  borderRadius: "9999px",
  background: "#ffa304",
  color: "#2d2d2d",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
};

/** Last resort when the root layout itself fails: no store, no header, plain Spanish. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es">
      <body style={body}>
        <h1 style={{ margin: 0, fontSize: "1.875rem", fontWeight: 800 }}>Algo salió mal</h1>
        <p style={{ margin: 0, fontSize: "1.125rem" }}>La página no pudo cargarse. Inténtalo de nuevo en unos segundos.</p>
        <button type="button" onClick={reset} style={button}>
          Intentar de nuevo
        </button>
      </body>
    </html>
  );
}
