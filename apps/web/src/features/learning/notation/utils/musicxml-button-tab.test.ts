import { parseButtonTab } from "@fz/contracts/button-tab";
import { MusicXmlImportError, musicXmlToButtonTab } from "@fz/contracts/musicxml-button-tab";
import { describe, expect, it } from "vitest";

/** A note: "G4/4" (step, optional #/b, octave, length in quarters' divisions of 4), "r/8", "A4/8~" (tie start), "~A4/8" (tie stop). */
function note(spec: string): string {
  const [pitch, length] = spec.split("/");
  const duration = { "1": 16, "2": 8, "2.": 12, "4": 4, "4.": 6, "8": 2, "8.": 3, "16": 1, "12": 4 / 3 }[length!.replace("~", "")]!;
  const ties = [spec.startsWith("~") ? '<tie type="stop"/>' : "", spec.endsWith("~") ? '<tie type="start"/>' : ""].join("");
  const name = pitch!.replace("~", "");
  if (name === "r") return `<note><rest/><duration>${duration}</duration><voice>1</voice></note>`;
  const m = /^([A-G])([#b]?)(\d)$/.exec(name)!;
  const alter = m[2] === "#" ? "<alter>1</alter>" : m[2] === "b" ? "<alter>-1</alter>" : "";
  return `<note><pitch><step>${m[1]}</step>${alter}<octave>${m[3]}</octave></pitch><duration>${duration}</duration>${ties}<voice>1</voice></note>`;
}

function score(bars: string[][], { time = "2/4", tempo = 96, extra = "" } = {}): string {
  const [beats, beatType] = time.split("/");
  const measures = bars
    .map((notes, i) => {
      const attributes = i === 0 ? `<attributes><divisions>4</divisions><time><beats>${beats}</beats><beat-type>${beatType}</beat-type></time></attributes><direction><sound tempo="${tempo}"/></direction>` : "";
      return `<measure number="${i + 1}">${attributes}${notes.map(note).join("")}${i === 0 ? extra : ""}</measure>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">\n<score-partwise version="4.0"><work><work-title>Paseo &amp; son</work-title></work><part-list><score-part id="P1"><part-name>Acordeón</part-name></score-part></part-list><part id="P1">\n${measures}\n</part></score-partwise>`;
}

function errorOf(xml: string, layout: "sol-do-fa" | "la-re-sol" | "fa-sib-mib" = "sol-do-fa"): string {
  try {
    musicXmlToButtonTab(xml, layout);
  } catch (error) {
    if (error instanceof MusicXmlImportError) return error.message;
    throw error;
  }
  throw new Error("no error");
}

/** Each treble note as «row-button direction» after the text is parsed back. */
function fingered(text: string) {
  return parseButtonTab(text).bars.map((bar) => bar.treble.map((e) => (e.buttons[0] ? `${e.buttons[0].row}-${e.buttons[0].button}${e.buttons[0].direction[0]}` : "s")).join(" "));
}

describe("a MusicXML melody mapped to the accordion's buttons", () => {
  const melody = [["G4/8", "B4/8", "D5/8", "G5/8"], ["F#5/8", "D5/8", "A4/4"], ["G4/2"]];
  const paseoInA = [["A4/8", "C#5/8", "E5/8", "A5/8"], ["G#5/8", "E5/8", "B4/4"], ["A4/2"]];
  const paseoInF = [["F4/8", "A4/8", "C5/8", "F5/8"], ["E5/8", "C5/8", "G4/4"], ["F4/2"]];

  it("gives each note its bellows direction in each of the three layouts, keeping tempo, metre and title", () => {
    const sol = musicXmlToButtonTab(score(melody), "sol-do-fa");
    expect(sol).toBe(
      "título: Paseo & son\nafinación: sol-do-fa\ntempo: 96\ncompás: 2/4\n// importada de MusicXML: 3 compases\nSol4c/8 Si4c Re5c Sol5c\nFa♯5a/8 Re5a La4a/4\nSol4a/2\n",
    );
    expect(fingered(sol)).toEqual(["1-6c 1-7c 1-8c 1-9c", "1-10a 2-7a 1-7a", "3-3a"]);
    const la = musicXmlToButtonTab(score(paseoInA), "la-re-sol");
    expect(la.split("\n").slice(5, 8)).toEqual(["La4c/8 Do♯5c Mi5c La5c", "Sol♯5a/8 Mi5a Si4a/4", "La4a/2"]);
    expect(fingered(la)).toEqual(["1-6c 1-7c 1-8c 1-9c", "1-10a 2-7a 1-7a", "3-7a"]);
    const fa = musicXmlToButtonTab(score(paseoInF), "fa-sib-mib");
    expect(fa.split("\n").slice(5, 8)).toEqual(["Fa4c/8 La4c Do5c Fa5c", "Mi5a/8 Do5a Sol4a/4", "Fa4a/2"]);
    expect(fingered(fa)).toEqual(["1-3c 1-4c 1-5c 1-6c", "1-6a 2-7a 2-5a", "3-3a"]);
    // The same melody in a layout whose rows lack its sharps is refused, not bent.
    expect(errorOf(score(paseoInA), "sol-do-fa")).toBe("Compás 1: el Do♯5 no está en el acordeón Sol-Do-Fa.");
  });

  it("refuses a note the layout lacks, naming its bar and the note", () => {
    expect(errorOf(score([["G4/2"], ["F#4/2"], ["C#5/4", "G4/4"]]))).toBe("Compás 3: el Do♯5 no está en el acordeón Sol-Do-Fa.");
    expect(errorOf(score([["Eb4/2"]]), "la-re-sol")).toBe("Compás 1: el Mi♭4 no está en el acordeón La-Re-Sol.");
  });

  it("keeps rests, dotted notes and ties (one note when the tie fits a length, pressed again across the bar line)", () => {
    const text = musicXmlToButtonTab(score([["G4/4.", "r/8"], ["B4/4~", "~B4/8", "r/8"], ["G4/4", "D5/4~"], ["~D5/4", "r/4"]]), "sol-do-fa");
    expect(text.split("\n").slice(5, 9)).toEqual(["Sol4c/4. s/8", "Si4c/4. s/8", "Sol4c Re5c", "Re5c s"]);
    expect(parseButtonTab(text).bars).toHaveLength(4);
  });

  it("pads a pickup bar with rests before it and a short last bar with rests after it", () => {
    const text = musicXmlToButtonTab(score([["D5/8"], ["G4/4", "B4/4"], ["G4/4."]]), "sol-do-fa");
    expect(text.split("\n").slice(5, 8)).toEqual(["s s/8 Re5c", "Sol4c Si4c", "Sol4c/4. s/8"]);
    expect(parseButtonTab(text).bars.map((bar) => bar.durationTicks)).toEqual([1920, 1920, 1920]);
  });

  it("reads the bass staff's presence without refusing it, and the tempo from a metronome mark", () => {
    const bass = '<note><pitch><step>G</step><octave>2</octave></pitch><duration>8</duration><voice>5</voice><staff>2</staff></note>';
    const xml = score([["G4/4", "B4/4"]], { extra: bass }).replace('<sound tempo="96"/>', "<direction-type><metronome><beat-unit>quarter</beat-unit><per-minute>132</per-minute></metronome></direction-type>");
    expect(musicXmlToButtonTab(xml, "sol-do-fa")).toContain("tempo: 132\ncompás: 2/4\n// importada de MusicXML: 1 compás\nSol4c Si4c\n");
  });

  it("refuses malformed XML, a compressed .mxl, chords, a second voice or part, triplets and a bar that overflows", () => {
    expect(errorOf("<score-partwise><part><measure></part></score-partwise>")).toMatch(/^El archivo no es un XML válido \(línea 1\): se esperaba «<\/measure>»/);
    expect(errorOf("<score-partwise><part>")).toMatch(/falta «<\/part>»/);
    expect(errorOf("<a>Tom & Jerry</a>")).toMatch(/«&» suelto/);
    expect(errorOf("no es xml")).toMatch(/texto fuera del elemento raíz/);
    expect(errorOf("PK\u0003\u0004binary")).toMatch(/MusicXML comprimido \(\.mxl\)/);
    expect(errorOf("<html><body/></html>")).toBe("El archivo no es una partitura MusicXML (falta <score-partwise>).");
    const chord = score([["G4/4", "B4/4"]]).replace("<note><pitch><step>B", "<note><chord/><pitch><step>B");
    expect(errorOf(chord)).toBe("Compás 1: la melodía tiene un acorde; la importación lee una sola línea de notas.");
    const twoVoices = score([["G4/4", "B4/4"]]).replace(/<voice>1<\/voice><\/note><\/measure>/, "<voice>2</voice></note></measure>");
    expect(errorOf(twoVoices)).toMatch(/^Compás 1: la melodía tiene más de una voz/);
    const twoParts = score([["G4/2"]]).replace("</part></score-partwise>", '</part><part id="P2"><measure number="1"/></part></score-partwise>');
    expect(errorOf(twoParts)).toMatch(/^La partitura tiene 2 partes/);
    expect(errorOf(score([["G4/12", "B4/12", "D5/12", "G4/4"]]))).toMatch(/^Compás 1: el Sol4 dura algo que la tablatura no escribe/);
    expect(errorOf(score([["G4/4"], ["G4/2", "B4/4"], ["G4/2"]]))).toBe("Compás 2: las notas suman más de lo que cabe en un compás de 2/4.");
    expect(errorOf(score([["G4/2"], ["G4/4"], ["G4/2"]]))).toBe("Compás 2: las notas no llenan el compás de 2/4.");
  });

  it("answers every damaged file with a Spanish refusal or a tablature, never another error", () => {
    const xml = score([["D5/8"], ["G4/4.", "r/8"], ["B4/4~", "~B4/8", "r/8"]]);
    const damaged: string[] = [];
    for (let i = 0; i < xml.length; i += 7) {
      damaged.push(xml.slice(0, i), xml.slice(0, i) + xml.slice(i + 1), `${xml.slice(0, i)}<${xml.slice(i)}`, `${xml.slice(0, i)}&${xml.slice(i)}`, xml.slice(0, i) + xml.slice(i + 9));
    }
    let refused = 0;
    for (const text of damaged) {
      try {
        const tab = musicXmlToButtonTab(text, "sol-do-fa");
        expect(parseButtonTab(tab).bars.length).toBeGreaterThan(0);
      } catch (error) {
        expect(error, text).toBeInstanceOf(MusicXmlImportError);
        expect((error as Error).message).toMatch(/^(Compás |El archivo|La partitura|La melodía)/);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(damaged.length / 2);
  });
});
