import { spanishNoteName } from "@fz/contracts/accordion";
import { buttonTabToAlphaTex, parseButtonTab } from "@fz/contracts/button-tab";
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

  it("reads the tempo from a metronome mark", () => {
    const xml = score([["G4/4", "B4/4"]]).replace('<sound tempo="96"/>', "<direction-type><metronome><beat-unit>quarter</beat-unit><per-minute>132</per-minute></metronome></direction-type>");
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

/**
 * A paseo for both hands as a notation program exports it (MuseScore 4's layout: two staves in
 * one part, the left hand in voice 5 after a <backup>, chords as <chord/> notes, beams, stems,
 * a tie, a whole-bar rest): Sol-Do-Fa, 2/4, the bass and chord buttons under the melody.
 */
const PASEO_BOTH_HANDS = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">
<score-partwise version="4.0">
  <work><work-title>Paseo a dos manos</work-title></work>
  <identification><encoding><software>MuseScore 4.4.2</software><encoding-date>2026-11-20</encoding-date></encoding></identification>
  <part-list>
    <score-part id="P1"><part-name>Acordeón</part-name><score-instrument id="P1-I1"><instrument-name>Acordeón</instrument-name></score-instrument></score-part>
  </part-list>
  <part id="P1">
    <measure number="1" width="260">
      <attributes>
        <divisions>2</divisions>
        <key><fifths>1</fifths></key>
        <time><beats>2</beats><beat-type>4</beat-type></time>
        <staves>2</staves>
        <clef number="1"><sign>G</sign><line>2</line></clef>
        <clef number="2"><sign>F</sign><line>4</line></clef>
      </attributes>
      <direction placement="above"><direction-type><metronome parentheses="no"><beat-unit>quarter</beat-unit><per-minute>110</per-minute></metronome></direction-type><staff>1</staff><sound tempo="110"/></direction>
      <note default-x="80"><pitch><step>G</step><octave>4</octave></pitch><duration>1</duration><voice>1</voice><type>eighth</type><stem>up</stem><staff>1</staff><beam number="1">begin</beam></note>
      <note><pitch><step>B</step><octave>4</octave></pitch><duration>1</duration><voice>1</voice><type>eighth</type><stem>up</stem><staff>1</staff><beam number="1">continue</beam></note>
      <note><pitch><step>D</step><octave>5</octave></pitch><duration>1</duration><voice>1</voice><type>eighth</type><stem>down</stem><staff>1</staff><beam number="1">continue</beam></note>
      <note><pitch><step>G</step><octave>5</octave></pitch><duration>1</duration><voice>1</voice><type>eighth</type><stem>down</stem><staff>1</staff><beam number="1">end</beam></note>
      <backup><duration>4</duration></backup>
      <note><pitch><step>G</step><octave>2</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>up</stem><staff>2</staff></note>
      <note><rest/><duration>1</duration><voice>5</voice><type>eighth</type><staff>2</staff></note>
      <note><pitch><step>G</step><octave>3</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>down</stem><staff>2</staff></note>
      <note><chord/><pitch><step>B</step><octave>3</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>down</stem><staff>2</staff></note>
      <note><chord/><pitch><step>D</step><octave>4</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>down</stem><staff>2</staff></note>
      <note><rest/><duration>1</duration><voice>5</voice><type>eighth</type><staff>2</staff></note>
    </measure>
    <measure number="2" width="240">
      <note><pitch><step>F</step><alter>1</alter><octave>5</octave></pitch><duration>1</duration><voice>1</voice><type>eighth</type><stem>down</stem><staff>1</staff><beam number="1">begin</beam></note>
      <note><pitch><step>D</step><octave>5</octave></pitch><duration>1</duration><voice>1</voice><type>eighth</type><stem>down</stem><staff>1</staff><beam number="1">end</beam></note>
      <note><pitch><step>A</step><octave>4</octave></pitch><duration>2</duration><voice>1</voice><type>quarter</type><stem>up</stem><staff>1</staff></note>
      <backup><duration>4</duration></backup>
      <note><pitch><step>D</step><octave>2</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>up</stem><staff>2</staff></note>
      <note><rest/><duration>1</duration><voice>5</voice><type>eighth</type><staff>2</staff></note>
      <note><pitch><step>D</step><octave>3</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>down</stem><staff>2</staff></note>
      <note><chord/><pitch><step>F</step><alter>1</alter><octave>3</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>down</stem><staff>2</staff></note>
      <note><chord/><pitch><step>A</step><octave>3</octave></pitch><duration>1</duration><voice>5</voice><type>eighth</type><stem>down</stem><staff>2</staff></note>
      <note><rest/><duration>1</duration><voice>5</voice><type>eighth</type><staff>2</staff></note>
    </measure>
    <measure number="3" width="220">
      <note><pitch><step>G</step><octave>4</octave></pitch><duration>2</duration><tie type="start"/><voice>1</voice><type>quarter</type><stem>up</stem><staff>1</staff><notations><tied type="start"/></notations></note>
      <note><pitch><step>G</step><octave>4</octave></pitch><duration>2</duration><tie type="stop"/><voice>1</voice><type>quarter</type><stem>up</stem><staff>1</staff><notations><tied type="stop"/></notations></note>
      <backup><duration>4</duration></backup>
      <note><pitch><step>C</step><octave>3</octave></pitch><duration>2</duration><voice>5</voice><type>quarter</type><stem>up</stem><staff>2</staff></note>
      <note><pitch><step>E</step><octave>3</octave></pitch><duration>2</duration><voice>5</voice><type>quarter</type><stem>down</stem><staff>2</staff></note>
      <note><chord/><pitch><step>G</step><octave>3</octave></pitch><duration>2</duration><voice>5</voice><type>quarter</type><stem>down</stem><staff>2</staff></note>
      <note><chord/><pitch><step>C</step><octave>4</octave></pitch><duration>2</duration><voice>5</voice><type>quarter</type><stem>down</stem><staff>2</staff></note>
    </measure>
    <measure number="4" width="200">
      <note><pitch><step>B</step><octave>4</octave></pitch><duration>2</duration><voice>1</voice><type>quarter</type><stem>down</stem><staff>1</staff></note>
      <note><pitch><step>G</step><octave>4</octave></pitch><duration>2</duration><voice>1</voice><type>quarter</type><stem>up</stem><staff>1</staff></note>
      <backup><duration>4</duration></backup>
      <note><rest measure="yes"/><duration>4</duration><voice>5</voice><staff>2</staff></note>
      <barline location="right"><bar-style>light-heavy</bar-style></barline>
    </measure>
  </part>
</score-partwise>
`;

const LENGTH: Record<string, number> = { "1": 16, "2": 8, "2.": 12, "4": 4, "4.": 6, "8": 2, "8.": 3, "16": 1, "12": 4 / 3 };

/** The left hand: "G2/4" a note, "G3+B3+D4/8" a chord, "r/4" a rest, "C2/4~" a tie start, "~C2/4" a tie stop. */
function bassNotes(spec: string, voice = 5): string {
  const [pitches, length] = spec.split("/");
  const duration = LENGTH[length!.replace("~", "")]!;
  if (pitches === "r") return `<note><rest/><duration>${duration}</duration><voice>${voice}</voice><staff>2</staff></note>`;
  const ties = [spec.startsWith("~") ? '<tie type="stop"/>' : "", spec.endsWith("~") ? '<tie type="start"/>' : ""].join("");
  return pitches!
    .replace("~", "")
    .split("+")
    .map((name, i) => {
      const m = /^([A-G])([#b]?)(\d)$/.exec(name)!;
      const alter = m[2] === "#" ? "<alter>1</alter>" : m[2] === "b" ? "<alter>-1</alter>" : "";
      return `<note>${i > 0 ? "<chord/>" : ""}<pitch><step>${m[1]}</step>${alter}<octave>${m[3]}</octave></pitch><duration>${duration}</duration>${ties}<voice>${voice}</voice><staff>2</staff></note>`;
    })
    .join("");
}

/** A part with two staves: each bar the melody, a <backup> and the left hand. */
function bothHands(bars: [string[], string[]][], { time = "2/4" } = {}): string {
  let index = 0;
  return score(bars.map(([treble]) => treble), { time }).replace(/<\/measure>/g, () => {
    const [treble, bass] = bars[index++]!;
    const back = treble.reduce((sum, spec) => sum + LENGTH[spec.split("/")[1]!.replace("~", "")]!, 0);
    return `<backup><duration>${back}</duration></backup>${bass.map((spec) => bassNotes(spec)).join("")}</measure>`;
  });
}

/** Each bar's bass side after the text is parsed back: «bajo 1c», «acorde 2a», «s». */
function basses(text: string) {
  return parseButtonTab(text).bars.map((bar) => bar.bass.map((e) => (e.button ? `${e.button.kind} ${e.button.button}${e.button.direction[0]}` : "s")).join(" "));
}

describe("the bass staff mapped to the accordion's bass buttons", () => {
  it("reads a two-staff file as a notation program writes it: bass notes to bajos, triads to acordes, in the bellows of the melody", () => {
    const text = musicXmlToButtonTab(PASEO_BOTH_HANDS, "sol-do-fa");
    expect(text).toBe(
      [
        "título: Paseo a dos manos",
        "afinación: sol-do-fa",
        "tempo: 110",
        "compás: 2/4",
        "// importada de MusicXML: 4 compases",
        "Sol4c/8 Si4c Re5c Sol5c | Solc/8 s [Sol]c s",
        "Fa♯5a/8 Re5a La4a/4 | Rea/8 s [Re]a s",
        "Sol4c/2 | Doc [Do]c",
        "Si4c Sol4c | s/2",
        "",
      ].join("\n"),
    );
    const tab = parseButtonTab(text);
    expect(basses(text)).toEqual(["bajo 1c s acorde 1c s", "bajo 1a s acorde 1a s", "bajo 2c acorde 2c", "s"]);
    // What the bass buttons sound is what the file's left hand wrote (the bass in octave 2, the triads in 3).
    expect(tab.bars[1]!.bass[2]!.button!.midis.map(spanishNoteName)).toEqual(["Re3", "Fa♯3", "La3"]);
    // One bellows: every bass button goes the way the melody goes while it sounds.
    for (const bar of tab.bars) {
      for (const bass of bar.bass.filter((b) => b.button)) {
        const under = bar.treble.filter((t) => t.buttons.length > 0 && t.startTick < bass.startTick + bass.durationTicks && bass.startTick < t.startTick + t.durationTicks);
        for (const note of under) expect(note.buttons[0]!.direction).toBe(bass.button!.direction);
      }
    }
    // The notation alphaTab draws carries the left hand on its bass staff.
    expect(buttonTabToAlphaTex(tab)).toContain("\\clef F4\n:8 g2 :8 r :8 (g3 b3 d4) :8 r |\n:8 d2");
  });

  it("lets the bass choose the bellows when the melody could go either way", () => {
    // Sol4 is on a button both ways; the Re major chord is only opening on Sol-Do-Fa, the Do bass both ways.
    expect(musicXmlToButtonTab(bothHands([[["G4/2"], ["D3+F#3+A3/2"]]]), "sol-do-fa")).toMatch(/\nSol4a\/2 \| \[Re\]a\/2\n$/);
    expect(musicXmlToButtonTab(bothHands([[["G4/2"], ["C2/2"]]]), "sol-do-fa")).toMatch(/\nSol4c\/2 \| Doc\/2\n$/);
    // La-Re-Sol: the Mi major chord only opening, La4 both ways; its Fa♯ minor chord closing.
    expect(musicXmlToButtonTab(bothHands([[["A4/4", "A4/4"], ["E3+G#3+B3/4", "F#3+A3+C#4/4"]]]), "la-re-sol")).toMatch(/\nLa4a La4c \| \[Mi\]a \[Fa♯m\]c\n$/);
  });

  it("keeps the bellows for a bass under a melody rest when the bass allows it, and pads a pickup in both hands", () => {
    const text = musicXmlToButtonTab(bothHands([[["F#5/4", "r/4"], ["r/4", "C2/4"]], [["F#5/4", "r/4"], ["r/4", "F2/4"]]]), "sol-do-fa");
    expect(text.split("\n").slice(5, 7)).toEqual(["Fa♯5a s | s Doa", "Fa♯5a s | s Fac"]);
    const pickup = musicXmlToButtonTab(bothHands([[["D5/8"], ["D2/8"]], [["G4/4", "B4/4"], ["G2/4", "G3+B3+D4/4"]]]), "sol-do-fa");
    expect(pickup.split("\n").slice(5, 7)).toEqual(["s s/8 Re5c | s s/8 Rec", "Sol4c Si4c | Solc [Sol]c"]);
    expect(parseButtonTab(pickup).bars).toHaveLength(2);
  });

  it("refuses a bass the melody's bellows cannot play at that moment, naming the bar", () => {
    // Fa♯5 only opens on Sol-Do-Fa, the Fa bass only closes.
    expect(errorOf(bothHands([[["G4/2"], ["G2/2"]], [["F#5/2"], ["F2/2"]]]))).toBe(
      "Compás 2: el Fa♯5 de la melodía solo va abriendo en el acordeón Sol-Do-Fa y el bajo Fa, que suena a la vez, solo cerrando: el fuelle va en un solo sentido.",
    );
    // A bass held while the melody must turn the bellows (Fa♯5 opening, Do6 closing).
    expect(errorOf(bothHands([[["F#5/4", "C6/4"], ["C2/2"]]]))).toBe(
      "Compás 1: el Fa♯5 de la melodía solo va abriendo en el acordeón Sol-Do-Fa y el Do6 de la melodía solo cerrando, y el bajo Do sigue sonando entre los dos: el fuelle no cambia mientras un botón suena.",
    );
    // A melody note held while the bass goes from a closing-only button to an opening-only one.
    expect(errorOf(bothHands([[["G4/2"], ["G2/2"]], [["G4/2"], ["F2/4", "D3+F#3+A3/4"]]]))).toBe(
      "Compás 2: el bajo Fa solo va cerrando en el acordeón Sol-Do-Fa y el acorde de Re solo abriendo, y el Sol4 de la melodía sigue sonando entre los dos: el fuelle no cambia mientras un botón suena.",
    );
  });

  it("refuses a bass or chord the layout lacks, and a chord no button gives", () => {
    expect(errorOf(bothHands([[["G4/2"], ["G2/2"]], [["G4/2"], ["Bb2/2"]]]))).toBe("Compás 2: el bajo Si♭ no está en los bajos del acordeón Sol-Do-Fa, ni abriendo ni cerrando.");
    expect(errorOf(bothHands([[["A4/2"], ["C2/2"]]]), "la-re-sol")).toBe("Compás 1: el bajo Do no está en los bajos del acordeón La-Re-Sol, ni abriendo ni cerrando.");
    expect(errorOf(bothHands([[["G4/2"], ["F3+Ab3+C4/2"]]]))).toBe("Compás 1: el acorde de Fa m no está en los bajos del acordeón Sol-Do-Fa, ni abriendo ni cerrando.");
    expect(errorOf(bothHands([[["G4/2"], ["C3+E3+G3+Bb3/2"]]]))).toBe(
      "Compás 1: las notas Do3-Mi3-Sol3-Si♭3 de los bajos no forman un acorde mayor ni menor: un botón de acorde da la tríada (fundamental, tercera y quinta).",
    );
    expect(errorOf(bothHands([[["G4/2"], ["C3+G3/2"]]]))).toMatch(/^Compás 1: las notas Do3-Sol3 de los bajos no forman un acorde mayor ni menor/);
  });

  it("refuses a left hand that does not fit: a second voice, a bar too long or too short, a length the format lacks, a third staff", () => {
    const secondVoice = bothHands([[["G4/2"], ["G2/4", "C2/4"]]]).replace(/<voice>5<\/voice><staff>2<\/staff><\/note><\/measure>/, "<voice>6</voice><staff>2</staff></note></measure>");
    expect(errorOf(secondVoice)).toBe("Compás 1: los bajos tienen más de una voz; deja una sola voz en el segundo pentagrama.");
    expect(errorOf(bothHands([[["G4/2"], ["G2/2", "C2/4"]], [["G4/2"], ["G2/2"]]]))).toBe("Compás 1: los bajos suman más de lo que cabe en un compás de 2/4.");
    expect(errorOf(bothHands([[["G4/2"], ["G2/2"]], [["G4/2"], ["G2/4"]], [["G4/2"], ["G2/2"]]]))).toBe("Compás 2: los bajos no llenan el compás de 2/4.");
    expect(errorOf(bothHands([[["G4/2"], ["G2/12", "G2/12", "G2/12", "G2/4"]]]))).toMatch(/^Compás 1: el bajo Sol dura algo que la tablatura no escribe/);
    expect(errorOf(bothHands([[["G4/2"], ["G2/2"]]]).replace("<staff>2</staff>", "<staff>3</staff>"))).toMatch(/^Compás 1: la parte tiene más de dos pentagramas/);
    expect(errorOf(bothHands([[["G4/2"], ["G2/2"]]]).replace("<note><pitch><step>G</step><octave>2</octave>", "<note><chord/><pitch><step>G</step><octave>2</octave>"))).toBe(
      "Compás 1: un acorde de los bajos (<chord/>) no sigue a una nota.",
    );
  });

  it("answers every damaged two-staff file with a Spanish refusal or a tablature, never another error", () => {
    const xml = PASEO_BOTH_HANDS;
    let refused = 0;
    let read = 0;
    for (let i = 0; i < xml.length; i += 11) {
      for (const text of [xml.slice(0, i) + xml.slice(i + 1), `${xml.slice(0, i)}<${xml.slice(i)}`, xml.slice(0, i) + xml.slice(i + 13)]) {
        try {
          expect(parseButtonTab(musicXmlToButtonTab(text, "sol-do-fa")).bars.length).toBeGreaterThan(0);
          read += 1;
        } catch (error) {
          expect(error, text).toBeInstanceOf(MusicXmlImportError);
          expect((error as Error).message).toMatch(/^(Compás |El archivo|La partitura|La melodía)/);
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(read).toBeGreaterThan(0);
  });
});
