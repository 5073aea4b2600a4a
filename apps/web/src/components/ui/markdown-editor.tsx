"use client";

import { useEffect, useId, useRef, useState } from "react";
import { PROSE_CLASSES } from "@/components/ui/prose";
import { renderMarkdownPreview } from "@/lib/markdown-preview";
import { cx } from "@/lib/cx";

/** Typing pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;

type Action = { label: string; title: string; apply: (selected: string) => { text: string; select?: [number, number] } };

/** Each toolbar action wraps or prefixes the selection; `select` is the range to select afterwards (relative). */
const ACTIONS: Action[] = [
  { label: "N", title: "Negrita", apply: (s) => ({ text: `**${s || "texto en negrita"}**`, select: [2, 2 + (s || "texto en negrita").length] }) },
  { label: "C", title: "Cursiva", apply: (s) => ({ text: `*${s || "texto en cursiva"}*`, select: [1, 1 + (s || "texto en cursiva").length] }) },
  { label: "T2", title: "Subtítulo", apply: (s) => ({ text: `\n## ${s || "Subtítulo"}\n`, select: [4, 4 + (s || "Subtítulo").length] }) },
  { label: "T3", title: "Título de sección", apply: (s) => ({ text: `\n### ${s || "Sección"}\n`, select: [5, 5 + (s || "Sección").length] }) },
  { label: "•", title: "Lista", apply: (s) => ({ text: `\n${(s || "Elemento").split("\n").map((line) => `- ${line}`).join("\n")}\n` }) },
  { label: "1.", title: "Lista numerada", apply: (s) => ({ text: `\n${(s || "Paso").split("\n").map((line, i) => `${i + 1}. ${line}`).join("\n")}\n` }) },
  { label: "“ ”", title: "Cita", apply: (s) => ({ text: `\n> ${s || "Cita"}\n` }) },
  { label: "Enlace", title: "Enlace", apply: (s) => ({ text: `[${s || "texto del enlace"}](https://)`, select: [(s || "texto del enlace").length + 3, (s || "texto del enlace").length + 11] }) },
];

/**
 * Markdown editor: a toolbar over a plain textarea and a live preview. Side by side on wide
 * screens; on phones the preview is a tab.
 */
export function MarkdownEditor({
  value,
  onChange,
  label,
  error,
  name = "bodyMarkdown",
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string;
  name?: string;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [html, setHtml] = useState("");
  const [previewFailed, setPreviewFailed] = useState(false);
  const [tab, setTab] = useState<"write" | "preview">("write");

  // The preview comes from the API's renderer (what will be published); a pause in typing
  // sends one request, and a newer text cancels the one in flight.
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      renderMarkdownPreview(value, controller.signal).then(
        (rendered) => {
          setHtml(rendered);
          setPreviewFailed(false);
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !(error instanceof DOMException && error.name === "AbortError")) setPreviewFailed(true);
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value]);

  const apply = (action: Action) => {
    const element = textarea.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const { text, select } = action.apply(value.slice(start, end));
    onChange(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      element.focus();
      if (select) element.setSelectionRange(start + select[0], start + select[1]);
      else element.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const tabClasses = (active: boolean) =>
    cx("min-h-10 rounded-full px-4 text-sm font-semibold", active ? "bg-secondary text-white" : "hover:bg-neutral-100");

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <div className="flex gap-1 lg:hidden" role="group" aria-label="Vista del editor">
          <button type="button" aria-pressed={tab === "write"} className={tabClasses(tab === "write")} onClick={() => setTab("write")}>
            Escribir
          </button>
          <button type="button" aria-pressed={tab === "preview"} className={tabClasses(tab === "preview")} onClick={() => setTab("preview")}>
            Vista previa
          </button>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cx("flex flex-col overflow-hidden rounded-xl border", error ? "border-error" : "border-neutral-400", tab === "preview" && "max-lg:hidden")}>
          <div role="toolbar" aria-label="Formato" aria-controls={id} className="flex flex-wrap gap-1 border-b border-neutral-200 bg-neutral-50 p-1.5">
            {ACTIONS.map((action) => (
              <button
                key={action.title}
                type="button"
                title={action.title}
                aria-label={action.title}
                onClick={() => apply(action)}
                className="min-h-9 min-w-9 rounded-lg px-2 text-sm font-bold hover:bg-white hover:shadow-sm"
              >
                {action.label}
              </button>
            ))}
          </div>
          <textarea
            ref={textarea}
            id={id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            rows={18}
            spellCheck
            lang="es"
            className="min-h-80 w-full flex-1 resize-y bg-white p-3 font-mono text-sm leading-relaxed focus:outline-2 focus:-outline-offset-2 focus:outline-secondary"
          />
        </div>
        <section
          aria-label="Vista previa"
          className={cx("min-h-80 overflow-auto rounded-xl border border-neutral-200 bg-white p-5", tab === "write" && "max-lg:hidden")}
        >
          {previewFailed ? (
            <p role="status" className="text-sm text-error">
              No se pudo generar la vista previa. Revisa tu conexión; lo que escribes no se pierde.
            </p>
          ) : null}
          {value.trim() ? (
            // Sanitised by the API exactly as the published page is.
            <div className={cx(PROSE_CLASSES, "text-base")} data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-neutral-600">La vista previa aparecerá aquí mientras escribes.</p>
          )}
        </section>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          Markdown: **negrita**, *cursiva*, ## subtítulos, listas con «-» y [enlaces](https://…). Por seguridad, el HTML escrito a mano se limpia: la vista previa muestra lo que se publicará.
        </p>
      )}
    </div>
  );
}
