"use client";

import { useState } from "react";
import { AIR_NAMES, PRACTICE_AIRS, type PracticeAir } from "@fz/contracts/practice-airs";
import { Button } from "@/components/ui/button";
import { type SubmissionDetailItem, useAssignPracticeMutation } from "@/features/teaching/api/teaching-api";
import { toast } from "@/lib/toasts";

const inputClass = "min-h-11 rounded-xl border border-neutral-300 px-3 font-normal";

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
}

/** A practice assignment from the review: a tempo ladder on an air, or a tuning or technique task, with a due date. */
export function AssignForm({ take }: { take: SubmissionDetailItem }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<"tempo_ladder" | "technique">("tempo_ladder");
  const [air, setAir] = useState<PracticeAir>(take.figures?.air ?? "paseo");
  const [from, setFrom] = useState(80);
  const [to, setTo] = useState(100);
  const [step, setStep] = useState(4);
  const [pass, setPass] = useState(80);
  const [bars, setBars] = useState(8);
  const [instructions, setInstructions] = useState("");
  const [due, setDue] = useState(inDays(7));
  const [assign, state] = useAssignPracticeMutation();
  if (!open) {
    return (
      <div>
        <Button variant="outline-dark" size="sm" onClick={() => setOpen(true)}>
          Asignar una tarea de práctica
        </Button>
      </div>
    );
  }
  const ladder = kind === "tempo_ladder";
  const number = (value: number, set: (n: number) => void, label: string, min: number, max: number) => (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input type="number" value={value} min={min} max={max} onChange={(e) => set(Number(e.target.value))} className={inputClass} />
    </label>
  );
  return (
    <form
      className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await assign({
          student: take.student.id,
          theme: take.theme.id,
          fromSubmission: take.id,
          kind,
          air: ladder ? air : null,
          bars: ladder ? bars : null,
          tempoFrom: ladder ? from : null,
          tempoTo: ladder ? to : null,
          tempoStep: ladder ? step : null,
          passPercent: ladder ? pass : null,
          instructions,
          dueOn: due,
        });
        if (!("error" in result)) {
          toast.success(`Tarea asignada: ${result.data.title}.`);
          setOpen(false);
        }
      }}
    >
      <h2 className="text-xl font-bold">Tarea de práctica</h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Tipo de tarea</legend>
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input type="radio" name="kind" checked={ladder} onChange={() => setKind("tempo_ladder")} className="size-5 accent-primary" />
          Escalera de tempo
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input type="radio" name="kind" checked={!ladder} onChange={() => setKind("technique")} className="size-5 accent-primary" />
          Técnica o afinación
        </label>
      </fieldset>
      {ladder ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Aire
            <select value={air} onChange={(e) => setAir(e.target.value as PracticeAir)} className={inputClass}>
              {PRACTICE_AIRS.map((a) => (
                <option key={a} value={a}>
                  {AIR_NAMES[a]}
                </option>
              ))}
            </select>
          </label>
          {number(from, setFrom, "Desde (BPM)", 40, 240)}
          {number(to, setTo, "Hasta (BPM)", 40, 240)}
          {number(step, setStep, "Paso (BPM)", 1, 40)}
          {number(pass, setPass, "% a tiempo para subir", 1, 100)}
          {number(bars, setBars, "Compases", 1, 64)}
        </div>
      ) : null}
      <label className="flex flex-col gap-1 font-semibold">
        {ladder ? "Indicaciones (opcional)" : "Qué practicar"}
        <textarea value={instructions} onChange={(e) => setInstructions(e.target.value)} rows={3} maxLength={2000} className="rounded-xl border border-neutral-300 p-3 font-normal" />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        Para el
        <input type="date" value={due} min={inDays(0)} onChange={(e) => setDue(e.target.value)} className={inputClass} />
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={state.isLoading}>
          Asignar
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
