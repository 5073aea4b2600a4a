import { AIR_NAMES, MAX_BARS, MAX_TEMPO_BPM, MIN_BARS, MIN_TEMPO_BPM, PRACTICE_AIRS, type PracticeAir, practicePreset } from "@fz/contracts/practice";
import { TextField } from "@/components/ui/form-field";
import type { AdminThemeItem } from "@/features/admin/api/catalogue-api";
import { CheckboxField } from "@/features/admin/components/checkbox-field";

/** The topic form's "Practicar con metrónomo" preset, as typed. */
export interface PresetDraft {
  enabled: boolean;
  air: "" | PracticeAir;
  tempo: string;
  bars: string;
}

export function presetDraftOf(preset: AdminThemeItem["practicePreset"] | undefined): PresetDraft {
  return preset
    ? { enabled: true, air: preset.air ?? "", tempo: String(preset.tempoBpm), bars: String(preset.bars) }
    : { enabled: false, air: "paseo", tempo: "96", bars: "8" };
}

/** The preset for the API (null: none), or the contract's Spanish messages. */
export function presetOfDraft(draft: PresetDraft): { preset: { air: PracticeAir | null; tempoBpm: number; bars: number } | null } | { error: string } {
  if (!draft.enabled) return { preset: null };
  const parsed = practicePreset.safeParse({
    air: draft.air === "" ? null : draft.air,
    tempo_bpm: draft.tempo.trim() === "" ? Number.NaN : Number(draft.tempo),
    bars: draft.bars.trim() === "" ? Number.NaN : Number(draft.bars),
  });
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join(". ") };
  return { preset: { air: parsed.data.air, tempoBpm: parsed.data.tempo_bpm, bars: parsed.data.bars } };
}

/** The admin's part of issue 17: what "Practicar con metrónomo" opens on the topic page. */
export function PracticePresetField({ value, onChange, error }: { value: PresetDraft; onChange: (value: PresetDraft) => void; error?: string }) {
  const set = <K extends keyof PresetDraft>(key: K, v: PresetDraft[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-4">
      <legend className="px-1 font-semibold">Práctica con metrónomo</legend>
      <CheckboxField
        label="Mostrar «Practicar con metrónomo» en este tema"
        hint="Abre el metrónomo del estudio de práctica con este aire, tempo y número de compases."
        checked={value.enabled}
        onChange={(checked) => set("enabled", checked)}
      />
      {value.enabled ? (
        <div className="grid gap-4 md:grid-cols-3">
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            Aire
            <select
              value={value.air}
              onChange={(event) => set("air", event.target.value as PresetDraft["air"])}
              className="min-h-11 rounded-lg border border-neutral-300 bg-white px-3 text-base font-normal"
            >
              <option value="">Solo clic</option>
              {PRACTICE_AIRS.map((air) => (
                <option key={air} value={air}>
                  {AIR_NAMES[air]}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Tempo (BPM)"
            required
            inputMode="numeric"
            value={value.tempo}
            onChange={(event) => set("tempo", event.target.value)}
            hint={`De ${MIN_TEMPO_BPM} a ${MAX_TEMPO_BPM}.`}
          />
          <TextField
            label="Compases"
            required
            inputMode="numeric"
            value={value.bars}
            onChange={(event) => set("bars", event.target.value)}
            hint={`De ${MIN_BARS} a ${MAX_BARS}.`}
          />
        </div>
      ) : null}
      {error ? (
        <p className="text-sm font-medium text-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
