"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadScorePdf } from "@/features/learning/notation/utils/score-download";
import { toast } from "@/lib/toasts";

/** «Descargar PDF»: the score to print or keep, with the accordion's button tablature when it has one. */
export function PdfButton({ slug, levelId, id }: { slug: string; levelId: number; id: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadScorePdf({ slug, levelId, id });
    } catch {
      toast.error("No pudimos preparar el PDF", { description: "Revisa tu conexión e inténtalo de nuevo." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-dark" size="sm" onClick={() => void download()} disabled={busy} className="order-last sm:order-none">
      {busy ? "Preparando el PDF…" : "Descargar PDF para imprimir"}
    </Button>
  );
}
