import { ACCORDION_LAYOUT_BY_ID, ACCORDION_LAYOUT_LIST, type AccordionLayoutId } from "@fz/contracts/accordion";
import { type ButtonTab, ButtonTabError, parseButtonTab } from "@fz/contracts/button-tab";
import type { ScoreFormat } from "@/features/admin/utils/score-source";

/** What the score editor of the topic form offers and says (issue 39). */
export const INSTRUMENTS = [
  { value: "guitar", label: "Guitarra (partitura y tablatura)" },
  { value: "bass", label: "Bajo (partitura y tablatura)" },
  { value: "percussion", label: "Percusión (caja, guacharaca)" },
  { value: "accordion", label: "Acordeón (partitura y pitos)" },
];
export const FORMAT_NAMES: Record<ScoreFormat, string> = { alphatex: "alphaTex", musicxml: "MusicXML", guitar_pro: "Guitar Pro", button_tab: "tablatura de botones" };
export const TEXT_FORMATS = [
  { value: "button_tab", label: "Tablatura de botones" },
  { value: "alphatex", label: "alphaTex (partitura)" },
];
export const TAB_HINT = "Una línea por compás: notas con octava y fuelle (Mi5c, Si♭4a) o botones hilera-botón (2-4a), «/8» para la duración, «|» y los bajos (Solc, [Sol]a, s). Formato completo en docs/notation-button-tab.md.";

/** The tablature read as the API will read it: the tablature and its bars, or the line of its first mistake. */
export function tabCheck(text: string, layout: string): { tab: ButtonTab | null; message: string } {
  try {
    const tab = parseButtonTab(text, layout as AccordionLayoutId);
    const withBass = tab.bars.filter((bar) => bar.bass.some((e) => e.button)).length;
    const bass = withBass > 0 ? `, bajos en ${withBass} ${withBass === 1 ? "compás" : "compases"}` : ", sin bajos";
    return { tab, message: `${tab.bars.length} ${tab.bars.length === 1 ? "compás" : "compases"}${bass}, acordeón ${ACCORDION_LAYOUT_BY_ID[tab.layoutId].name}.` };
  } catch (error) {
    return { tab: null, message: error instanceof ButtonTabError ? error.message : "No pudimos leer la tablatura." };
  }
}
export const LAYOUTS = ACCORDION_LAYOUT_LIST.map((l) => ({ value: l.id, label: l.name }));

/** The API's `{ errors }` answer, or a connection problem. */
export function errorsOf(error: unknown): string[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  if (data && Array.isArray(data.errors)) return data.errors.filter((e): e is string => typeof e === "string");
  return ["No pudimos guardar la partitura. Revisa tu conexión e inténtalo de nuevo."];
}
