import { type AccordionLayoutId, buttonsFor, spanishNoteName } from "@fz/contracts/accordion";
import type { NoteVerdict } from "@/features/practice/play-along/utils/align";

/** A note as the student reads it: «Sol4», or «golpe» on a percussion score. */
export function writtenName(midi: number | null): string {
  return midi === null ? "golpe" : spanishNoteName(midi);
}

/** Where a note is on the student's accordion: «botón 5 de la hilera 2, abriendo». */
export function buttonWords(midi: number, layoutId: AccordionLayoutId): string {
  const button = buttonsFor(midi, layoutId)[0];
  return button ? `botón ${button.button} de la hilera ${button.row}, ${button.direction}` : "no está en tu acordeón";
}

/** What was played instead, for a wrong note: «Do5», with its button when the view is the accordion. */
export function playedWords(midi: number, layoutId: AccordionLayoutId | null): string {
  return layoutId ? `${spanishNoteName(midi)} (${buttonWords(midi, layoutId)})` : spanishNoteName(midi);
}

/** The verdict in words: «a tiempo», «atrasado 60 ms», «adelantado 45 ms», «nota equivocada: tocaste Do5», «faltó». */
export function verdictWords(note: NoteVerdict, layoutId: AccordionLayoutId | null): string {
  switch (note.kind) {
    case "on_time":
      return "a tiempo";
    case "early":
      return `adelantado ${Math.abs(note.offsetMs ?? 0)} ms`;
    case "late":
      return `atrasado ${note.offsetMs ?? 0} ms`;
    case "wrong":
      return `nota equivocada: tocaste ${note.playedMidi === null ? "otra" : playedWords(note.playedMidi, layoutId)}`;
    case "missed":
      return "faltó";
  }
}
