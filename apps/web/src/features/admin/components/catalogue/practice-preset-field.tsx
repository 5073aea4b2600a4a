"use client";

import { AIR_NAMES, MAX_BARS, MAX_TEMPO_BPM, MIN_BARS, MIN_TEMPO_BPM, PRACTICE_AIRS } from "@fz/contracts/practice-rules";
import { useId } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { CheckboxField, TextField } from "@/components/ui/form-field";
import { cx } from "@/lib/cx";
import type { PresetDraft } from "@/features/admin/utils/practice-preset";

type PresetErrors = Partial<Record<keyof PresetDraft, { message?: string }>>;

/**
 * The admin's part of issue 17: what "Practicar con metrónomo" opens on the topic page. The
 * form's `practice` (a `PresetDraft`), checked by `presetChoice`: each message beside its box.
 */
export function PracticePresetField<Values extends FieldValues, Output>({ control }: { control: Control<Values, unknown, Output> }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: "practice" as Path<Values> });
  const value = field.value as PresetDraft;
  const errors = (fieldState.error ?? {}) as PresetErrors;
  const set = <K extends keyof PresetDraft>(key: K, v: PresetDraft[K]) => field.onChange({ ...value, [key]: v });
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-4">
      <legend className="px-1 font-semibold">Práctica con metrónomo</legend>
      <CheckboxField
        label="Mostrar «Practicar con metrónomo» en este tema"
        hint="Abre el metrónomo del estudio de práctica con este aire, tempo y número de compases."
        checked={value.enabled}
        onChange={(event) => set("enabled", event.target.checked)}
      />
      {value.enabled ? (
        <div className="grid gap-4 md:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-air`} className="text-sm font-semibold">
              Aire
            </label>
            <select
              id={`${id}-air`}
              value={value.air}
              onChange={(event) => set("air", event.target.value as PresetDraft["air"])}
              aria-invalid={errors.air ? true : undefined}
              aria-describedby={errors.air ? `${id}-air-error` : undefined}
              className={cx("min-h-11 rounded-lg border bg-white px-3 text-base", errors.air ? "border-error" : "border-neutral-300")}
            >
              <option value="">Solo clic</option>
              {PRACTICE_AIRS.map((air) => (
                <option key={air} value={air}>
                  {AIR_NAMES[air]}
                </option>
              ))}
            </select>
            {errors.air ? (
              <p id={`${id}-air-error`} className="text-sm font-medium text-error">
                {errors.air.message}
              </p>
            ) : null}
          </div>
          <TextField
            label="Tempo (BPM)"
            required
            inputMode="numeric"
            value={value.tempo}
            onChange={(event) => set("tempo", event.target.value)}
            hint={`De ${MIN_TEMPO_BPM} a ${MAX_TEMPO_BPM}.`}
            error={errors.tempo?.message}
          />
          <TextField
            label="Compases"
            required
            inputMode="numeric"
            value={value.bars}
            onChange={(event) => set("bars", event.target.value)}
            hint={`De ${MIN_BARS} a ${MAX_BARS}.`}
            error={errors.bars?.message}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
