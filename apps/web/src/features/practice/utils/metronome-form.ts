import { MAX_BARS, MAX_TEMPO_BPM, MIN_BARS, MIN_TEMPO_BPM, PRACTICE_AIRS, type PracticeAir } from "@fz/contracts/practice-rules";
import { type FieldChecks, oneOf, wholeNumber, yesNo } from "@/lib/field-checks";

export const METRONOME_INSTRUMENTS = ["caja-vallenata", "guacharaca", "acordeon", "guitarra"] as const;

/** The metronome's settings as the student types them. */
export interface MetronomeFormValues {
  bpm: number;
  beatsPerBar: number;
  subdivision: number;
  air: "" | PracticeAir;
  bars: number;
  click: boolean;
  instrument: (typeof METRONOME_INSTRUMENTS)[number];
}

/**
 * The metronome's form checks (react-hook-form, decision 020; small checks instead of zod so
 * that the metronome's first load carries no validation library: decision 064).
 */
export const metronomeFormChecks: FieldChecks<MetronomeFormValues> = {
  bpm: wholeNumber(MIN_TEMPO_BPM, MAX_TEMPO_BPM, {
    typed: "Escribe el tempo en pulsos por minuto",
    whole: "Usa un número entero de pulsos por minuto",
    range: `El tempo va de ${MIN_TEMPO_BPM} a ${MAX_TEMPO_BPM} pulsos por minuto`,
  }),
  beatsPerBar: wholeNumber(1, 12, {
    typed: "Escribe cuántos tiempos tiene el compás",
    whole: "Usa un número entero de tiempos",
    range: "El compás tiene de 1 a 12 tiempos",
  }),
  subdivision: wholeNumber(1, 4, { typed: "Elige una subdivisión de la lista", whole: "Elige una subdivisión de la lista", range: "Elige una subdivisión de la lista" }),
  air: oneOf(["", ...PRACTICE_AIRS], "Elige un aire de la lista"),
  bars: wholeNumber(MIN_BARS, MAX_BARS, {
    typed: "Escribe cuántos compases dura la toma",
    whole: "Usa un número entero de compases",
    range: `Te escucho de ${MIN_BARS} a ${MAX_BARS} compases`,
  }),
  click: yesNo("Indica si suena el clic"),
  instrument: oneOf(METRONOME_INSTRUMENTS, "Elige tu instrumento"),
};

/** What a link opens the metronome with, checked. */
export interface MetronomePreset {
  air: PracticeAir | null;
  bpm: number | null;
  bars: number | null;
  themeId: number | null;
}

/** The preset of `?aire=&tempo=&compases=&tema=`. */
export function presetFromQuery(query: URLSearchParams): MetronomePreset {
  const air = query.get("aire");
  const number = (key: string, min: number, max: number) => {
    const value = Number(query.get(key));
    return query.has(key) && Number.isInteger(value) && value >= min && value <= max ? value : null;
  };
  return {
    air: air && (PRACTICE_AIRS as readonly string[]).includes(air) ? (air as PracticeAir) : null,
    bpm: number("tempo", MIN_TEMPO_BPM, MAX_TEMPO_BPM),
    bars: number("compases", MIN_BARS, MAX_BARS),
    themeId: number("tema", 1, 2_147_483_647),
  };
}

/** "15 ms atrasado", "20 ms adelantado", "a tiempo". */
export function describeOffset(ms: number | null): string {
  if (ms === null) return "—";
  const rounded = Math.round(ms);
  if (Math.abs(rounded) < 3) return "a tiempo";
  return `${Math.abs(rounded)} ms ${rounded > 0 ? "atrasado" : "adelantado"}`;
}

/**
 * The tempo the student played, in words, when it is news: not the click's tempo («Vas más
 * rápido que el clic…»), or changing within the take («Estás acelerando: de 88 a 97 BPM»).
 * Null when the student kept the click's tempo steadily, or when too little was heard.
 */
export function describeTempo(
  score: { tempoReachedBpm: number | null; tempoStartBpm: number | null; tempoEndBpm: number | null; pace: "with" | "faster" | "slower" | null; drift: "steady" | "accelerating" | "slowing" | null },
  clickBpm: number,
): string | null {
  if (score.tempoReachedBpm === null || score.pace === null) return null;
  const parts: string[] = [];
  const played = Math.round(score.tempoReachedBpm);
  if (score.pace === "faster") parts.push(`Vas más rápido que el clic: tocaste a ${played} BPM y el clic va a ${clickBpm}.`);
  if (score.pace === "slower") parts.push(`Vas más lento que el clic: tocaste a ${played} BPM y el clic va a ${clickBpm}.`);
  if ((score.drift === "accelerating" || score.drift === "slowing") && score.tempoStartBpm !== null && score.tempoEndBpm !== null) {
    const from = Math.round(score.tempoStartBpm);
    const to = Math.round(score.tempoEndBpm);
    const change = Math.abs(to - from);
    parts.push(
      score.drift === "accelerating"
        ? `Estás acelerando: empezaste a ${from} BPM y terminaste a ${to} (${change} BPM más rápido).`
        : `Estás frenando: empezaste a ${from} BPM y terminaste a ${to} (${change} BPM más lento).`,
    );
  } else if (score.pace !== "with") {
    parts.push("Mantienes tu tempo de principio a fin: sigue el clic, o ajusta el metrónomo a tu tempo.");
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

/** How steady the playing was, from the spread of the offsets. */
export function describeSpread(ms: number | null): string {
  if (ms === null) return "—";
  const rounded = Math.round(ms);
  const word = rounded <= 10 ? "muy estable" : rounded <= 20 ? "estable" : rounded <= 35 ? "irregular" : "muy irregular";
  return `±${rounded} ms (${word})`;
}
