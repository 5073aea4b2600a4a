import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseButtonTab } from "@fz/contracts/button-tab";
import { buildWithLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, injectWithToken } from "../../../test/helper";

/** A MusicXML melody sent to be stored as the accordion's button tablature (issue 39; docs/notation-button-tab.md). */
let ctx: TestContext;
let level: LevelFixture;
let admin: string;

beforeAll(async () => {
  ({ ctx, level, admin } = await buildWithLevel({ topics: 1, free: 1 }));
});
afterAll(async () => {
  await ctx.close();
});

const note = (step: string, octave: number, duration: number, alter = 0) =>
  `<note><pitch><step>${step}</step>${alter ? `<alter>${alter}</alter>` : ""}<octave>${octave}</octave></pitch><duration>${duration}</duration><voice>1</voice></note>`;
/** Paseo in G, 2/4, divisions 2: a pickup eighth, two full bars. */
const melody = (bar2: string) => `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Acordeón</part-name></score-part></part-list>
<part id="P1">
<measure number="0" implicit="yes"><attributes><divisions>2</divisions><time><beats>2</beats><beat-type>4</beat-type></time></attributes><direction><sound tempo="110"/></direction>${note("D", 5, 1)}</measure>
<measure number="1">${note("G", 4, 1)}${note("B", 4, 1)}${note("D", 5, 2)}</measure>
<measure number="2">${bar2}</measure>
</part></score-partwise>`;

describe("MusicXML converted to button tablature", () => {
  const url = () => `/api/admin/themes/${level.themes[0]!.id}/scores/`;
  const post = (payload: object) => injectWithToken(ctx, admin, { method: "POST", url: url(), payload });

  it("stores the melody as button tablature for the chosen layout", async () => {
    const response = await post({ title: "Paseo", instrument: "accordion", format: "musicxml", convert_to: "button_tab", accordion_layout: "sol-do-fa", content: melody(note("G", 4, 4)) });
    expect(response.statusCode, response.body).toBe(201);
    const score = response.json();
    expect(score).toMatchObject({ format: "button_tab", accordion_layout: "sol-do-fa", bar_count: 3 });
    expect(score.content).toBe("afinación: sol-do-fa\ntempo: 110\ncompás: 2/4\n// importada de MusicXML: 3 compases\ns s/8 Re5c\nSol4c/8 Si4c Re5c/4\nSol4c/2\n");
    expect(parseButtonTab(score.content).bars.flatMap((bar) => bar.treble.flatMap((e) => e.buttons.map((b) => b.direction)))).toEqual(Array(5).fill("cerrando"));
  });

  it("refuses a note the layout lacks, bad XML, a compressed file and a wrong instrument on their fields, storing nothing", async () => {
    const before = (await injectWithToken(ctx, admin, { method: "GET", url: url() })).json().count;
    const missing = await post({ title: "Mal", instrument: "accordion", format: "musicxml", convert_to: "button_tab", accordion_layout: "sol-do-fa", content: melody(note("C", 5, 4, 1)) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "validation_error", errors: ["Compás 2: el Do♯5 no está en el acordeón Sol-Do-Fa."], fields: { content: "Compás 2: el Do♯5 no está en el acordeón Sol-Do-Fa." } });

    const broken = await post({ title: "Mal", instrument: "accordion", format: "musicxml", convert_to: "button_tab", content: "<score-partwise><part>" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields.content).toMatch(/^El archivo no es un XML válido \(línea 1\): falta «<\/part>»/);

    const zipped = await post({ title: "Mal", instrument: "accordion", format: "musicxml", convert_to: "button_tab", content: "UEsDBBQAAAAIAA" });
    expect(zipped.json().fields.content).toMatch(/MusicXML comprimido \(\.mxl\)/);

    const guitar = await post({ title: "Mal", instrument: "guitar", format: "musicxml", convert_to: "button_tab", content: melody(note("G", 4, 4)) });
    expect(guitar.statusCode).toBe(400);
    expect(guitar.json().fields.instrument).toMatch(/Solo una partitura de acordeón/);

    const tex = await post({ title: "Mal", instrument: "accordion", format: "alphatex", convert_to: "button_tab", content: ":4 c4" });
    expect(tex.json().fields.format).toMatch(/en MusicXML/);

    const other = await post({ title: "Mal", instrument: "accordion", format: "musicxml", convert_to: "alphatex", content: melody(note("G", 4, 4)) });
    expect(other.statusCode).toBe(400);

    expect((await injectWithToken(ctx, admin, { method: "GET", url: url() })).json().count).toBe(before);
  });
});
