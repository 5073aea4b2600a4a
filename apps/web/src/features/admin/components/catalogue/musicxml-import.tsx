"use client";

import { useId, useState } from "react";
import type { AccordionLayoutId } from "@fz/contracts/accordion";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/form-field";
import { LAYOUTS } from "@/features/admin/utils/score-form";

/**
 * An accordion piece in MusicXML (the melody, and the bass on a second staff) turned into button
 * tablature in the browser (issue 39): the converter (packages/contracts/src/musicxml-button-tab.ts,
 * the same the API runs) is loaded only when used, and its text lands in the tablature editor
 * with its live check.
 */
export function MusicXmlImport({ layout, onConverted, onError }: { layout: string; onConverted: (tab: string, name: string | null) => void; onError: (message: string) => void }) {
  const [pasted, setPasted] = useState("");
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const layoutName = LAYOUTS.find((l) => l.value === layout)?.label ?? layout;

  const convert = async (source: string, name: string | null) => {
    setBusy(true);
    try {
      const { MusicXmlImportError, musicXmlToButtonTab } = await import("@fz/contracts/musicxml-button-tab");
      try {
        onConverted(musicXmlToButtonTab(source, layout as AccordionLayoutId), name);
      } catch (error) {
        if (!(error instanceof MusicXmlImportError)) throw error;
        onError(error.message);
      }
    } catch {
      onError("No pudimos convertir la melodía. Revisa tu conexión y vuelve a intentarlo.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3" data-testid="musicxml-import">
      <legend className="px-1 font-semibold">Importar un MusicXML a botones</legend>
      <p className="text-sm text-neutral-700">
        {`La melodía en el primer pentagrama (una sola línea de notas) y, si lo trae, el bajo en el segundo. Cada nota toma su botón y su fuelle en el acordeón ${layoutName}, y cada bajo o acorde su botón de los bajos, en el fuelle de la melodía; luego la revisas en la tablatura. Si cambias la afinación, vuelve a convertirla.`}
      </p>
      <label htmlFor={fileId} className={buttonClasses("outline-dark", "sm", "w-fit cursor-pointer focus-within:ring-2 focus-within:ring-primary")}>
        {busy ? "Convirtiendo…" : "Elegir archivo MusicXML"}
        <input
          id={fileId}
          type="file"
          accept=".xml,.musicxml,.mxl"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void file.text().then((text) => convert(text, file.name));
          }}
          className="sr-only"
        />
      </label>
      <TextAreaField label="O pega el MusicXML" rows={3} className="font-mono text-xs" value={pasted} onChange={(event) => setPasted(event.target.value)} />
      <Button type="button" variant="outline-dark" size="sm" className="w-fit" disabled={busy || !pasted.trim()} onClick={() => void convert(pasted, null)}>
        {`Convertir a botones (${layoutName})`}
      </Button>
    </fieldset>
  );
}
