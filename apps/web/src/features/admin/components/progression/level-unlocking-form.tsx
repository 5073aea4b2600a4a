"use client";

import { useState } from "react";
import type { DoneRule, UnlockMode } from "@fz/contracts/progression";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { QueryGate } from "@/components/ui/query-gate";
import { type LevelUnlockingItem, useLevelUnlockingQuery, useSetLevelUnlockingMutation } from "@/features/admin/api/progression-api";
import { errorItemsFrom } from "@/lib/http-errors";
import { toast } from "@/lib/toasts";

const MODES: { value: UnlockMode; label: string; hint: string }[] = [
  { value: "open", label: "Todos abiertos", hint: "Todos los temas están abiertos desde el primer día." },
  { value: "sequential", label: "En orden, paso a paso", hint: "Cada tema se abre cuando el anterior está hecho según su regla." },
  { value: "by_date", label: "Por fechas", hint: "Cada tema se abre a los días que digas desde que empezó el acceso del estudiante." },
];

const RULES: { value: DoneRule; label: string }[] = [
  { value: "finished", label: "Marcarlo como terminado" },
  { value: "opened", label: "Abrirlo" },
  { value: "quiz", label: "Aprobar el ejercicio del nivel" },
  { value: "practice", label: "Una toma con el metrónomo (% a tiempo y tempo)" },
  { value: "teacher", label: "«¡Aprobado!» de un profesor" },
];

interface TopicDraft {
  themeId: number;
  title: string;
  hasPracticePreset: boolean;
  rule: DoneRule;
  minPercent: string;
  minBpm: string;
  opensAfterDays: string;
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The level page's «Reglas de avance» (issue 40): how its topics open and what makes each done. */
export function LevelUnlockingSection({ levelId }: { levelId: number }) {
  const unlocking = useLevelUnlockingQuery(levelId);
  return (
    <QueryGate
      data={unlocking.currentData}
      error={unlocking.error}
      retry={unlocking.refetch}
      wording={{ loading: "Cargando las reglas de avance…", notFound: { title: "Nivel no encontrado", message: "Este nivel ya no existe." }, failed: "No pudimos cargar las reglas de avance", back: { href: "/admin/catalogo", label: "Volver al catálogo" } }}
    >
      {(data) => <LevelUnlockingForm key={JSON.stringify(data)} unlocking={data} />}
    </QueryGate>
  );
}

function LevelUnlockingForm({ unlocking }: { unlocking: LevelUnlockingItem }) {
  const [mode, setMode] = useState<UnlockMode>(unlocking.mode);
  const [skills, setSkills] = useState(unlocking.certifiedSkills);
  const [needsTeacher, setNeedsTeacher] = useState(unlocking.requiresTeacherApproval);
  const [topics, setTopics] = useState<TopicDraft[]>(
    unlocking.topics.map((t) => ({
      themeId: t.themeId,
      title: t.title,
      hasPracticePreset: t.hasPracticePreset,
      rule: t.rule,
      minPercent: t.minPercent === null ? "" : String(t.minPercent),
      minBpm: t.minBpm === null ? "" : String(t.minBpm),
      opensAfterDays: t.opensAfterDays === null ? "" : String(t.opensAfterDays),
    })),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [save, saving] = useSetLevelUnlockingMutation();

  const change = (index: number, patch: Partial<TopicDraft>) => setTopics((now) => now.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  async function submit() {
    const found: string[] = [];
    for (const t of topics) {
      if (t.rule === "practice" && !t.hasPracticePreset) found.push(`«${t.title}»: para pedir una toma, el tema necesita un ejercicio de metrónomo (edítalo en el tema).`);
      if (t.rule === "practice" && (t.minPercent === "" || t.minBpm === "")) found.push(`«${t.title}»: escribe el % a tiempo y el tempo mínimos.`);
    }
    setProblems(found);
    if (found.length > 0) return;
    const result = await save({
      levelId: unlocking.levelId,
      mode,
      certifiedSkills: skills,
      requiresTeacherApproval: needsTeacher,
      topics: topics.map((t) => ({
        themeId: t.themeId,
        rule: t.rule,
        minPercent: t.rule === "practice" ? numberOrNull(t.minPercent) : null,
        minBpm: t.rule === "practice" ? numberOrNull(t.minBpm) : null,
        opensAfterDays: numberOrNull(t.opensAfterDays),
      })),
    });
    if ("error" in result) {
      setProblems(errorItemsFrom(result.error).map((item) => item.error.message));
      return;
    }
    toast.success("Reglas de avance guardadas");
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="level-unlocking"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Cómo se abren los temas</legend>
        {MODES.map((m) => (
          <label key={m.value} className="flex min-h-11 items-start gap-3 rounded-xl border border-neutral-200 p-3 has-checked:border-secondary">
            <input type="radio" name="unlock-mode" value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} className="mt-1 size-4 accent-secondary" />
            <span>
              <span className="block font-semibold">{m.label}</span>
              <span className="block text-sm text-neutral-600">{m.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <ol className="flex flex-col gap-3">
        {topics.map((t, index) => (
          <li key={t.themeId} className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-3">
            <p className="font-semibold">
              {index + 1}. {t.title}
            </p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(18rem,2fr)_1fr_1fr_1fr]">
              <SelectField
                label="Está hecho al"
                required
                placeholder="Elige la regla"
                options={RULES.map((r) => ({ value: r.value, label: r.value === "practice" && !t.hasPracticePreset ? `${r.label} — sin ejercicio de metrónomo` : r.label }))}
                value={t.rule}
                onChange={(event) => change(index, { rule: (event.target.value || "finished") as DoneRule })}
              />
              {t.rule === "practice" ? (
                <>
                  <TextField label="% a tiempo mínimo" required type="number" inputMode="numeric" min={0} max={100} value={t.minPercent} onChange={(event) => change(index, { minPercent: event.target.value })} />
                  <TextField label="Tempo mínimo (BPM)" required type="number" inputMode="numeric" min={40} max={240} value={t.minBpm} onChange={(event) => change(index, { minBpm: event.target.value })} />
                </>
              ) : null}
              {mode === "by_date" ? (
                <TextField
                  label="Se abre a los (días)"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={3650}
                  hint="Desde que empezó el acceso; vacío o 0: desde el primer día."
                  value={t.opensAfterDays}
                  onChange={(event) => change(index, { opensAfterDays: event.target.value })}
                />
              ) : null}
            </div>
          </li>
        ))}
        {topics.length === 0 ? <li className="text-neutral-600">Este nivel aún no tiene temas.</li> : null}
      </ol>

      <CheckboxField
        label="El certificado pide una interpretación aprobada por un profesor"
        hint="El certificado se emite cuando un profesor da «¡Aprobado!» a una toma del nivel, y dice «Interpretación aprobada por» y su nombre."
        checked={needsTeacher}
        onChange={(event) => setNeedsTeacher(event.target.checked)}
      />
      <TextAreaField
        label="Lo que certifica el nivel"
        rows={3}
        maxLength={2000}
        hint="Aparece en el certificado; vacío: la descripción del nivel."
        value={skills}
        onChange={(event) => setSkills(event.target.value)}
      />
      {problems.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 font-semibold text-error">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="submit" variant="dark" disabled={saving.isLoading} aria-busy={saving.isLoading}>
          {saving.isLoading ? "Guardando…" : "Guardar reglas de avance"}
        </Button>
      </div>
    </form>
  );
}
