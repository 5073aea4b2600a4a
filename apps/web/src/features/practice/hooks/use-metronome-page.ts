import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { type MetronomeFormValues, type MetronomePreset, metronomeFormChecks } from "@/features/practice/utils/metronome-form";
import { useMetronome } from "@/features/practice/hooks/use-metronome";
import { usePracticeLog } from "@/features/practice/hooks/use-practice-log";
import { AIR_PATTERNS } from "@/features/practice/signal/patterns";
import { type MetronomeSettings, clampTempo, tapTempo } from "@/features/practice/signal/scheduler";
import { academyPaths } from "@/config/academy-navigation";
import { handTakeOver } from "@/lib/take-handoff";
import { useAppRouter } from "@/store/use-app-router";
import { useCheckedForm } from "@/lib/checked-form";
import { checkFields } from "@/lib/field-checks";

/** Typing in a field must not start the metronome: space is the page's key only elsewhere. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "A"].includes(target.tagName);
}

/**
 * The metronome page's state: its form (tempo, bar, air, bars to listen to), the accents, the
 * engine, Space to start and stop, tap tempo, and the hand-over of a scored take to the send page.
 */
export function useMetronomePage(preset: MetronomePreset) {
  const router = useAppRouter();
  const log = usePracticeLog();
  const form = useCheckedForm(metronomeFormChecks, {
    mode: "onChange",
    defaultValues: {
      bpm: preset.bpm ?? (preset.air ? AIR_PATTERNS[preset.air].defaultTempo : 100),
      beatsPerBar: 4,
      subdivision: 1,
      air: preset.air ?? "",
      bars: preset.bars ?? 4,
      click: !preset.air,
      instrument: "caja-vallenata",
    },
  });
  const watched = useWatch({ control: form.control });
  const [values, setValues] = useState<MetronomeFormValues>(() => {
    const parsed = checkFields(metronomeFormChecks, form.getValues());
    if (!parsed.success) throw new Error(`Ajustes iniciales del metrónomo no válidos: ${JSON.stringify(parsed.errors)}`);
    return parsed.data;
  });
  useEffect(() => {
    const parsed = checkFields(metronomeFormChecks, watched);
    if (parsed.success) setValues(parsed.data);
  }, [watched]);
  const [accents, setAccents] = useState<boolean[]>([true]);
  const air = values.air === "" ? null : values.air;
  const beatsPerBar = air ? AIR_PATTERNS[air].beatsPerBar : values.beatsPerBar;
  const settings: MetronomeSettings = useMemo(
    () => ({ bpm: values.bpm, beatsPerBar: values.beatsPerBar, subdivision: values.subdivision, accents, air, click: values.click }),
    [values, accents, air],
  );
  const metronome = useMetronome(settings, log.heard);
  const taps = useRef<number[]>([]);
  const takeActive = metronome.take?.phase === "armed" || metronome.take?.phase === "listening";
  const { activity } = log;

  useEffect(() => activity(metronome.running), [metronome.running, activity]);

  // Space starts and stops, wherever the focus is not typing or on a control of its own.
  const { toggle } = metronome;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" || event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const setBpm = (bpm: number) => form.setValue("bpm", clampTempo(bpm), { shouldValidate: true });
  const tap = () => {
    const now = performance.now();
    taps.current = [...taps.current, now].slice(-8);
    const bpm = tapTempo(taps.current);
    if (bpm !== null) setBpm(bpm);
  };
  const toggleAccent = (index: number) =>
    setAccents((current) => {
      const next = Array.from({ length: beatsPerBar }, (_, i) => current[i] ?? false);
      next[index] = !next[index];
      return next;
    });

  const score = metronome.take?.kind === "take" && metronome.take.phase === "done" ? metronome.take.score : null;
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  // «Enviar al profesor»: the take's sound and figures go to the send page of the topic the
  // metronome was opened from (a take needs a topic: its teachers are the course's).
  const sendTake =
    preset.themeId !== null && score && metronome.take?.recording
      ? () => {
          const take = metronome.take!;
          handTakeOver({
            blob: take.recording!.blob,
            type: take.recording!.mimeType.split(";")[0]!,
            seconds: (take.beatTarget * 60) / take.bpm,
            themeId: preset.themeId!,
            figures: {
              hitPercent: score.hitPercent,
              meanOffsetMs: round(score.meanOffsetMs),
              spreadMs: round(score.spreadMs),
              tempoBpm: take.bpm,
              tempoPlayedBpm: round(score.tempoReachedBpm),
              air,
            },
          });
          router.push(`${academyPaths.sendTake(preset.themeId!, "")}&desde=metronomo`);
        }
      : undefined;

  return { log, form, values, air, beatsPerBar, accents, metronome, takeActive, setBpm, tap, toggleAccent, score, sendTake };
}
