import { bassButtons } from "@fz/contracts/accordion";
import { ButtonTabError, buttonTabToAlphaTex, parseButtonTab } from "@fz/contracts/button-tab";
import { describe, expect, it } from "vitest";

function errorOf(text: string): ButtonTabError {
  try {
    parseButtonTab(text);
  } catch (error) {
    if (error instanceof ButtonTabError) return error;
    throw error;
  }
  throw new Error("no error");
}

const HEAD = "afinación: sol-do-fa\ntempo: 100\ncompás: 2/4\n";

describe("the accordion's bass side", () => {
  it("gives each layout twelve buttons, keys closing and their dominants opening", () => {
    const buttons = bassButtons("sol-do-fa");
    expect(buttons).toHaveLength(24);
    const closing = buttons.filter((b) => b.kind === "bajo" && b.direction === "cerrando").map((b) => b.root);
    const opening = buttons.filter((b) => b.kind === "bajo" && b.direction === "abriendo").map((b) => b.root);
    expect(closing.slice(0, 3)).toEqual([7, 0, 5]); // Sol, Do, Fa
    expect(opening.slice(0, 3)).toEqual([2, 7, 0]); // Re, Sol, Do
    const laMinor = buttons.find((b) => b.kind === "acorde" && b.direction === "cerrando" && b.root === 9);
    expect(laMinor).toMatchObject({ minor: true, button: 5, midis: [57, 60, 64] });
  });
});

describe("the button tablature's text", () => {
  it("reads notes with their bellows, buttons and the bass, bar by bar", () => {
    const tab = parseButtonTab(`${HEAD}// la frase\nSol4c/8 Si4c Re5a 2-3c | Solc/8 s Rea s\nSi4a+Re5a/2 | Rea/4 [Re]a\n`);
    expect(tab).toMatchObject({ layoutId: "sol-do-fa", tempo: 100, beats: 2, beatValue: 4 });
    expect(tab.bars).toHaveLength(2);
    const [first, second] = tab.bars;
    expect(first!.line).toBe(5);
    expect(first!.treble.map((e) => e.buttons.map((b) => `${b.row}-${b.button}${b.direction[0]}:${b.midi}`))).toEqual([["1-6c:67"], ["1-7c:71"], ["2-7a:74"], ["2-3c:60"]]);
    expect(first!.bass.map((e) => (e.button ? `${e.button.kind}${e.button.button}` : "s"))).toEqual(["bajo1", "s", "bajo1", "s"]);
    expect(first!.bass[2]!.button).toMatchObject({ direction: "abriendo", root: 2, midis: [38] });
    expect(second!.startTick).toBe(1920);
    expect(second!.treble[0]!.buttons.map((b) => b.midi)).toEqual([71, 74]);
    expect(second!.bass[1]!.button).toMatchObject({ kind: "acorde", direction: "abriendo", root: 2 });
  });

  it("keeps the last duration, reads dotted notes and a bar with no bass", () => {
    const tab = parseButtonTab(`${HEAD}Sol4c/4. Do5c/8\n`);
    expect(tab.bars[0]!.treble.map((e) => e.durationTicks)).toEqual([1440, 480]);
    expect(tab.bars[0]!.bass).toEqual([{ startTick: 0, durationTicks: 1920, button: null }]);
  });

  it("refuses a note the layout cannot give in that direction, naming the line and where it is", () => {
    const error = errorOf(`${HEAD}\nSol4c/8 Do#5c Re5a s`);
    expect(error.line).toBe(5);
    expect(error.message).toBe("Línea 5: Do♯5 no está en ningún botón del acordeón Sol-Do-Fa, ni abriendo ni cerrando.");
    expect(errorOf(`${HEAD}Fa#4c/2`).message).toMatch(/^Línea 4: Fa♯4 cerrando no está en el acordeón Sol-Do-Fa; sí abriendo \(hilera 1 \(Sol\), botón \d+\)\.$/);
  });

  it("refuses a bass the layout cannot play in that direction", () => {
    expect(errorOf(`${HEAD}Re5a/2 | Faa/2`).message).toBe("Línea 4: el bajo Fa abriendo no está en los bajos del acordeón Sol-Do-Fa; sí cerrando (botón 3).");
    expect(errorOf(`${HEAD}Sol4c/2 | [Mi]c/2`).message).toBe("Línea 4: el acorde de Mi no está en los bajos del acordeón Sol-Do-Fa, ni abriendo ni cerrando.");
  });

  it("refuses the two hands pulling the bellows opposite ways", () => {
    expect(errorOf(`${HEAD}Sol4c/4 Re5a | Solc/2`).message).toBe("Línea 4: el bajo Sol va cerrando mientras la mano derecha va abriendo (Re5): el fuelle va en un solo sentido.");
  });

  it("says what is wrong with bad words, lengths and headers", () => {
    expect(errorOf(`${HEAD}Sol4x/2`).message).toMatch(/^Línea 4: no entiendo «Sol4x» en la mano derecha/);
    expect(errorOf(`${HEAD}Sol4c/3`).message).toMatch(/^Línea 4: la duración «\/3» no existe/);
    expect(errorOf(`${HEAD}Sol4c/4`).message).toBe("Línea 4: la mano derecha suma 1 tiempos y el compás 2/4 pide 2.");
    expect(errorOf(`${HEAD}Sol4c/2 | Solc/4`).message).toBe("Línea 4: los bajos suman 1 tiempos y el compás 2/4 pide 2.");
    expect(errorOf(`${HEAD}Sol4c/2 | Sol/2`).message).toMatch(/^Línea 4: no entiendo «Sol» en los bajos/);
    expect(errorOf(`${HEAD}4-1c/2`).message).toMatch(/^Línea 4: no entiendo «4-1c»/);
    expect(errorOf(`${HEAD}1-11c/2`).message).toBe("Línea 4: «1-11c»: cada hilera tiene los botones 1 a 10.");
    expect(errorOf("afinación: do-fa-sib\nSol4c/1").message).toMatch(/^Línea 1: la afinación «do-fa-sib» no existe/);
    expect(errorOf("tempo: 1000").message).toBe("Línea 1: el tempo va de 30 a 300 negras por minuto.");
    expect(errorOf("clave: sol").message).toMatch(/^Línea 1: «clave» no es un dato/);
    expect(errorOf(`${HEAD}Sol4c/2\ntempo: 90`).message).toBe("Línea 5: «tempo» va antes del primer compás.");
    expect(errorOf(HEAD).message).toMatch(/la tablatura no tiene compases/);
    expect(errorOf(`${HEAD}Sol4c/2 | s/2 | s/2`).message).toMatch(/^Línea 4: cada compás va en su línea/);
    expect(errorOf(`${HEAD}Sol4c+Re5a/2`).message).toMatch(/todas abriendo o todas cerrando/);
  });

  it("writes alphaTex with both hands, each bar the notes it sounds", () => {
    const tex = buttonTabToAlphaTex(parseButtonTab(`título: Paseo\n${HEAD}Sol4c/4. Si4c/8 | Solc/8 s [Sol]c s\n`));
    expect(tex).toContain('\\title "Paseo"');
    expect(tex).toContain(":4 g4{d} :8 b4");
    expect(tex).toContain("\\clef F4");
    expect(tex).toContain(":8 g2 :8 r :8 (g3 b3 d4) :8 r");
  });
});
