import { practicePreset, type PracticeAir } from "@fz/contracts/practice";
import { z } from "zod";
import type { AdminTopicItem } from "@/features/admin/api/catalogue-api";

/** The topic form's "Practicar con metrónomo" preset, as typed. */
export interface PresetDraft {
  enabled: boolean;
  air: "" | PracticeAir;
  tempo: string;
  bars: string;
}

/** What the topic form sends: null for none. */
export type PresetWrite = { air: PracticeAir | null; tempoBpm: number; bars: number } | null;

export function presetDraftOf(preset: AdminTopicItem["practicePreset"] | undefined): PresetDraft {
  return preset
    ? { enabled: true, air: preset.air ?? "", tempo: String(preset.tempoBpm), bars: String(preset.bars) }
    : { enabled: false, air: "paseo", tempo: "96", bars: "8" };
}

/** The contract's field → the box that holds it, so each message lands beside its box. */
const BOX: Record<string, keyof PresetDraft> = { air: "air", tempo_bpm: "tempo", bars: "bars" };

/**
 * The preset's field schema: an unchecked box is none; otherwise the contract's own rules
 * (and Spanish messages) on what was typed.
 */
export const presetChoice = z
  .object({ enabled: z.boolean(), air: z.string(), tempo: z.string(), bars: z.string() })
  .transform((draft, ctx): PresetWrite => {
    if (!draft.enabled) return null;
    const parsed = practicePreset.safeParse({
      air: draft.air === "" ? null : draft.air,
      tempo_bpm: draft.tempo.trim() === "" ? Number.NaN : Number(draft.tempo),
      bars: draft.bars.trim() === "" ? Number.NaN : Number(draft.bars),
    });
    if (parsed.success) return { air: parsed.data.air, tempoBpm: parsed.data.tempo_bpm, bars: parsed.data.bars };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: [BOX[String(issue.path[0])] ?? "enabled"], message: issue.message });
    return z.NEVER;
  });

/** The preset for the API (null: none), or the contract's Spanish messages in one sentence. */
export function presetOfDraft(draft: PresetDraft): { preset: PresetWrite } | { error: string } {
  const parsed = presetChoice.safeParse(draft);
  if (parsed.success) return { preset: parsed.data };
  return { error: parsed.error.issues.map((issue) => issue.message).join(". ") };
}
