import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALPHATAB_VERSION } from "@fz/contracts/scores";
import { buttonsFor } from "@fz/contracts/accordion";
import { accordionAlphaTex, demoScores, guitarAlphaTex } from "@fz/db/seed/catalogue/demo-scores";
import { ACCORDION_CHORDS, ACCORDION_MELODY, accordionBass, MUSIC } from "@fz/db/seed/media/lesson-music";
import { parseButtonTab } from "@fz/contracts/button-tab";
import { parseScore } from "./score-parser";
import { buildWithLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, createUser, injectWithToken, login } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

/** Scores on topics (issue 39): written and checked by admins, read by students with the topic open. */
let ctx: TestContext;
let level: LevelFixture;
let admin: string;

beforeAll(async () => {
  ({ ctx, level, admin } = await buildWithLevel({ topics: 3, free: 1 }));
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  injectWithToken(ctx, admin, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

const SHORT_TEX = `\\tempo 90\n\\track "Guitarra"\n\\staff {score tabs}\n\\ts 4 4\n:4 0.6 2.5 2.4 1.3 | 3.5 2.4 0.3 1.2`;

const MUSIC_XML = `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="3.1"><part-list><score-part id="P1"><part-name>Bajo</part-name></score-part></part-list>
<part id="P1">
<measure number="1"><attributes><divisions>1</divisions><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>F</sign><line>4</line></clef></attributes>
<note><pitch><step>E</step><octave>2</octave></pitch><duration>4</duration><type>whole</type></note></measure>
<measure number="2"><note><pitch><step>A</step><octave>2</octave></pitch><duration>4</duration><type>whole</type></note></measure>
<measure number="3"><note><pitch><step>D</step><octave>3</octave></pitch><duration>4</duration><type>whole</type></note></measure>
</part></score-partwise>`;

const BUTTON_TAB = `afinación: sol-do-fa
tempo: 100
compás: 2/4
// la mano derecha | los bajos
Sol4c/8 Si4c Re5a 2-3c | Solc/8 s Rea s
Si4a+Re5a/2 | Rea/4 [Re]a
`;

async function guitarProBase64(): Promise<string> {
  const at = await import("@coderline/alphatab");
  const importer = new at.importer.AlphaTexImporter();
  importer.initFromString(SHORT_TEX, new at.Settings());
  const bytes = new at.exporter.Gp7Exporter().export(importer.readScore(), new at.Settings());
  return Buffer.from(bytes).toString("base64");
}

describe("admin scores", () => {
  it("adds alphaTex, MusicXML and Guitar Pro scores, counting their bars, in order", async () => {
    const theme = level.themes[0]!.id;
    const tex = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, {
      title: "Acordes",
      instrument: "guitar",
      format: "alphatex",
      content: SHORT_TEX,
      sync_points: [
        { bar: 0, seconds: 1.5 },
        { bar: 1, seconds: 4.2 },
      ],
    });
    expect(tex.statusCode, tex.body).toBe(201);
    expect(tex.json()).toMatchObject({ bar_count: 2, position: 1, accordion_layout: null, sync_points: [{ bar: 0, seconds: 1.5 }, { bar: 1, seconds: 4.2 }] });

    const xml = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, { title: "Bajo", instrument: "bass", format: "musicxml", content: MUSIC_XML });
    expect(xml.statusCode, xml.body).toBe(201);
    expect(xml.json()).toMatchObject({ bar_count: 3, position: 2 });

    const gp = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, { title: "GP", instrument: "guitar", format: "guitar_pro", content: await guitarProBase64() });
    expect(gp.statusCode, gp.body).toBe(201);
    expect(gp.json()).toMatchObject({ bar_count: 2, position: 3, format: "guitar_pro" });

    const list = (await asAdmin("GET", `/api/admin/themes/${theme}/scores/?page_size=2`)).json();
    expect(list.count).toBe(3);
    expect(list.results.map((s: { title: string }) => s.title)).toEqual(["Acordes", "Bajo"]);
    expect(list.next).toContain("page=2");

    const audit = (await asAdmin("GET", `/api/admin/audit/?action=score.create`)).json();
    expect(audit.results[0]).toMatchObject({ action: "score.create", entity: "score" });
  });

  it("refuses a bad file with a Spanish reason, and stores nothing", async () => {
    const theme = level.themes[1]!.id;
    const url = `/api/admin/themes/${theme}/scores/`;
    const badTex = await asAdmin("POST", url, { title: "Mal", instrument: "guitar", format: "alphatex", content: `\\title "x"\n:4 0.6 |\n 2.5 ((` });
    expect(badTex.statusCode).toBe(400);
    expect(badTex.json()).toEqual({ code: "validation_error", errors: [expect.stringMatching(/error en la línea 3, columna \d+/)] });

    const notXml = await asAdmin("POST", url, { title: "Mal", instrument: "bass", format: "musicxml", content: "<html><body>hola</body></html>" });
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().errors[0]).toBe("El archivo no es una partitura MusicXML válida. Revisa que sea el archivo correcto y vuelve a intentarlo.");

    const notGp = await asAdmin("POST", url, { title: "Mal", instrument: "guitar", format: "guitar_pro", content: Buffer.from("no soy un archivo de guitar pro").toString("base64") });
    expect(notGp.statusCode).toBe(400);
    expect(notGp.json().errors[0]).toMatch(/no es una partitura Guitar Pro válida/);

    const notBase64 = await asAdmin("POST", url, { title: "Mal", instrument: "guitar", format: "guitar_pro", content: "¿¡esto no!?" });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().errors[0]).toMatch(/base64/);

    const restsOnly = await asAdmin("POST", url, { title: "Mal", instrument: "guitar", format: "alphatex", content: ":4 r r r r" });
    expect(restsOnly.statusCode).toBe(400);
    expect(restsOnly.json().errors[0]).toMatch(/no tiene notas/);

    const syncOutside = await asAdmin("POST", url, { title: "Mal", instrument: "guitar", format: "alphatex", content: SHORT_TEX, sync_points: [{ bar: 5, seconds: 3 }] });
    expect(syncOutside.statusCode).toBe(400);
    expect(syncOutside.json().errors[0]).toBe("El punto de sincronía del compás 6 está fuera de la partitura, que tiene 2 compases.");

    const syncBackwards = await asAdmin("POST", url, {
      title: "Mal",
      instrument: "guitar",
      format: "alphatex",
      content: SHORT_TEX,
      sync_points: [
        { bar: 0, seconds: 3 },
        { bar: 1, seconds: 2 },
      ],
    });
    expect(syncBackwards.statusCode).toBe(400);
    expect(syncBackwards.json().errors[0]).toMatch(/deben avanzar/);

    const badFormat = await asAdmin("POST", url, { title: "Mal", instrument: "guitar", format: "pdf", content: "x" });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors[0]).toBe("El formato debe ser alphaTex, MusicXML, Guitar Pro o tablatura de botones");

    expect((await asAdmin("GET", `${url}`)).json().count).toBe(0);
    expect((await asAdmin("POST", `/api/admin/themes/999999/scores/`, { title: "x", instrument: "guitar", format: "alphatex", content: SHORT_TEX })).statusCode).toBe(404);
  });

  it("replaces a score's source (bars counted again), refuses notes its accordion lacks, saves its sync, and deletes it", async () => {
    const theme = level.themes[2]!.id;
    const created = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, {
      title: "Melodía",
      instrument: "accordion",
      format: "alphatex",
      content: accordionAlphaTex(),
      accordion_layout: "la-re-sol",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ bar_count: 40, accordion_layout: "la-re-sol" });

    // The paseo in A needs C#5, which no button of a Sol-Do-Fa accordion gives.
    const wrongLayout = await asAdmin("PATCH", `/api/admin/scores/${id}/`, { accordion_layout: "sol-do-fa" });
    expect(wrongLayout.statusCode).toBe(400);
    expect(wrongLayout.json().errors[0]).toBe(
      "La nota Do♯5 del compás 1 no está en ningún botón del acordeón Sol-Do-Fa, ni abriendo ni cerrando: elige otra afinación o revisa la nota.",
    );
    const lowNotes = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, { title: "Bajo", instrument: "accordion", format: "alphatex", content: SHORT_TEX });
    expect(lowNotes.statusCode).toBe(400);
    expect(lowNotes.json().errors[0]).toMatch(/^La nota Mi2 del compás 1 no está en ningún botón del acordeón Sol-Do-Fa/);

    const replaced = await asAdmin("PATCH", `/api/admin/scores/${id}/`, { content: SHORT_TEX, instrument: "guitar" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ bar_count: 2, accordion_layout: null, instrument: "guitar" });

    const badReplace = await asAdmin("PATCH", `/api/admin/scores/${id}/`, { content: "\\title (" });
    expect(badReplace.statusCode).toBe(400);
    expect((await asAdmin("GET", `/api/admin/scores/${id}/`)).json().bar_count).toBe(2);

    const synced = await asAdmin("PATCH", `/api/admin/scores/${id}/`, { sync_points: [{ bar: 0, seconds: 0.25 }, { bar: 1, seconds: 3.1 }] });
    expect(synced.json().sync_points).toEqual([{ bar: 0, seconds: 0.25 }, { bar: 1, seconds: 3.1 }]);

    expect((await asAdmin("DELETE", `/api/admin/scores/${id}/`)).statusCode).toBe(204);
    expect((await asAdmin("GET", `/api/admin/scores/${id}/`)).statusCode).toBe(404);
  });

  it("adds a button tablature with its bass, and refuses a bass the layout lacks naming the line", async () => {
    const theme = level.themes[2]!.id;
    const created = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, { title: "Tablatura", instrument: "accordion", format: "button_tab", content: BUTTON_TAB, accordion_layout: "la-re-sol" });
    expect(created.statusCode, created.body).toBe(201);
    // The text's own «afinación» wins over the form's.
    expect(created.json()).toMatchObject({ format: "button_tab", bar_count: 2, accordion_layout: "sol-do-fa" });

    const bad = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, {
      title: "Mala",
      instrument: "accordion",
      format: "button_tab",
      content: BUTTON_TAB.replace("Rea/4 [Re]a", "Faa/4 [Re]a"),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      "La tablatura de botones tiene un error. Línea 6: el bajo Fa abriendo no está en los bajos del acordeón Sol-Do-Fa; sí cerrando (botón 3).",
    ]);
    const guitar = await asAdmin("POST", `/api/admin/themes/${theme}/scores/`, { title: "Mala", instrument: "guitar", format: "button_tab", content: BUTTON_TAB });
    expect(guitar.statusCode).toBe(400);
    expect(guitar.json().errors[0]).toMatch(/solo para partituras de acordeón/);
    await asAdmin("DELETE", `/api/admin/themes/${theme}/scores/${created.json().id}/`);
  });

  it("serves alphaTab's browser files itself, compressed, with a script policy for its worker", async () => {
    const core = await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/alphaTab.core.mjs", headers: { "accept-encoding": "gzip" } });
    expect(core.statusCode).toBe(200);
    expect(core.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(core.headers["content-encoding"]).toBe("gzip");
    expect(core.headers["cache-control"]).toContain("immutable");
    // Brotli once it is made (quality 11, off the event loop; gzip until then), a fifth smaller again.
    await expect
      .poll(async () => (await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/alphaTab.core.mjs", headers: { "accept-encoding": "gzip, br" } })).headers["content-encoding"], { timeout: 20_000 })
      .toBe("br");
    const brotli = await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/alphaTab.core.mjs", headers: { "accept-encoding": "gzip, br" } });
    expect(brotliDecompressSync(brotli.rawPayload).equals(gunzipSync(core.rawPayload))).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(core.rawPayload.length * 0.9);
    // A coding refused with q=0 is not sent.
    const refused = await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/alphaTab.core.mjs", headers: { "accept-encoding": "gzip;q=0, br;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.rawPayload.equals(gunzipSync(core.rawPayload))).toBe(true);
    const worker = await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/alphaTab.worker.mjs" });
    expect(worker.body).toContain("./alphaTab.core.mjs");
    expect(worker.headers["content-security-policy"]).toContain("script-src 'self'");
    const font = await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/font/Bravura.woff2" });
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.rawPayload.length).toBeGreaterThan(100_000);
    expect((await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/../../package.json" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/vendor/alphatab/1.8.4/soundfont/sonivox.sf2" })).statusCode).toBe(404);
    // The path names the version installed: a dependency upgrade must move the path (browsers cache it for a year).
    const installed = JSON.parse(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve("@coderline/alphatab")), "..", "package.json"), "utf8"));
    expect(ALPHATAB_VERSION).toBe(installed.version);
  });

  it("is for admins only", async () => {
    const student = (await login(ctx, await createUser(ctx))).access;
    const response = await injectWithToken(ctx, student, { method: "POST", url: `/api/admin/themes/${level.themes[0]!.id}/scores/`, payload: { title: "x", instrument: "guitar", format: "alphatex", content: SHORT_TEX } });
    expect(response.statusCode).toBe(403);
  });
});

describe("demo scores", () => {
  it("parse as the seed says: the clip's bars, and every accordion note on a button of its layout", async () => {
    for (const score of demoScores()) {
      const parsed = await parseScore(score.format, score.content, score.accordionLayout as "la-re-sol" | null ?? undefined);
      expect(parsed.barCount, score.title).toBe(score.barCount);
      expect(score.syncPoints.every((p) => p.bar < score.barCount)).toBe(true);
      if (score.instrument === "accordion") {
        expect(parsed.melody.filter((note) => buttonsFor(note.midi, score.accordionLayout as "la-re-sol").length === 0)).toEqual([]);
      }
    }
    expect(demoScores().map((s) => `${s.instrument}:${s.courseSlug}`)).toEqual([
      "accordion:como-tocar-acordeon-vallenato",
      "guitar:como-tocar-guitarra",
      "percussion:como-tocar-caja-vallenata",
      "percussion:como-tocar-guacharaca-vallenata",
      "guitar:como-tocar-guitarra-vallenata",
      "guitar:como-tocar-guitarra-urbana",
    ]);
  });

  it("are the notes the clips play: the accordion's tablature, both hands, against the clip's synthesis", async () => {
    const accordion = demoScores()[0]!;
    const tab = parseButtonTab(accordion.content);
    expect(tab.layoutId).toBe("la-re-sol");
    for (const [index, bar] of tab.bars.entries()) {
      expect(bar.treble.flatMap((e) => e.buttons.map((b) => b.midi))).toEqual(ACCORDION_MELODY[index % 8]!.filter((m) => m > 0));
      const left = accordionBass(ACCORDION_CHORDS[index % 8]!);
      const [bass, , chord] = bar.bass;
      expect(bass!.button?.midis).toEqual([left.bass]);
      expect(chord!.button?.midis).toEqual(left.chord);
      // The chord button falls on the second beat, where the clip plays it (a quarter into a 2/4 bar).
      expect(chord!.startTick - bar.startTick).toBe(960);
    }
    // The guitars: each bar's written notes are the ones the clip's synthesis plucks and strums in it.
    for (const [index, slug] of [[1, "guitarra"], [4, "guitarraVallenata"], [5, "guitarraUrbana"]] as const) {
      const parsed = await parseScore("alphatex", demoScores()[index]!.content);
      const music = MUSIC[slug];
      expect(parsed.barCount).toBe(music.bars);
      for (let bar = 0; bar < music.bars; bar += 1) {
        const sounded: number[] = [];
        const track = { pluck: (_t: number, midi: number) => sounded.push(midi), strum: (_t: number, notes: number[]) => sounded.push(...notes), drum: () => {} };
        music.play(track as never, bar, 0, 0.1);
        const written = parsed.melody.filter((n) => n.bar === bar).map((n) => n.midi);
        expect(written.sort((a, b) => a - b), `${slug} bar ${bar + 1}`).toEqual(sounded.sort((a, b) => a - b));
      }
    }
  });
});

describe("student scores", () => {
  it("lists summaries on an open topic, reads the source; a locked topic shows none and refuses the source", async () => {
    const open = level.themes[0]!;
    const locked = level.themes[1]!;
    const add = async (themeId: number) =>
      (await asAdmin("POST", `/api/admin/themes/${themeId}/scores/`, { title: "Guitarra", instrument: "guitar", format: "alphatex", content: guitarAlphaTex() })).json();
    await add(open.id);
    const lockedScore = await add(locked.id);

    const user = await createUser(ctx);
    const token = (await login(ctx, user)).access;
    const topic = (await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${open.slug}/?level=${level.level.id}` })).json();
    expect(topic.scores.length).toBeGreaterThanOrEqual(1);
    expect(topic.scores[0]).toEqual({ id: expect.any(Number), title: "Acordes", instrument: "guitar", format: "alphatex", accordion_layout: null, bar_count: 2 });
    expect(topic.scores[0]).not.toHaveProperty("content");

    const source = await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${open.slug}/scores/${topic.scores[0].id}/?level=${level.level.id}` });
    expect(source.statusCode).toBe(200);
    expect(source.json()).toMatchObject({ content: SHORT_TEX, sync_points: [{ bar: 0, seconds: 1.5 }, { bar: 1, seconds: 4.2 }] });

    const closed = (await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${locked.slug}/?level=${level.level.id}` })).json();
    expect(closed).toMatchObject({ is_locked: true, scores: [] });
    const refused = await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${locked.slug}/scores/${lockedScore.id}/?level=${level.level.id}` });
    expect(refused.statusCode).toBe(403);

    // A score of another topic is not found through this one.
    const elsewhere = await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${open.slug}/scores/${lockedScore.id}/?level=${level.level.id}` });
    expect(elsewhere.statusCode).toBe(404);

    await createAccessService(ctx.db).grantAccess({ userId: user.id, scope: "all", months: 1, source: "admin" });
    const nowOpen = await injectWithToken(ctx, token, { method: "GET", url: `/api/themes/${locked.slug}/scores/${lockedScore.id}/?level=${level.level.id}` });
    expect(nowOpen.json()).toMatchObject({ bar_count: 16, instrument: "guitar" });
  });

  it("gives the score as a PDF to print only to a student with the topic open; others get 403 or 404", async () => {
    const open = level.themes[0]!;
    const locked = level.themes[1]!;
    const tab = await asAdmin("POST", `/api/admin/themes/${open.id}/scores/`, { title: "Paseo con bajos", instrument: "accordion", format: "button_tab", content: BUTTON_TAB });
    expect(tab.statusCode, tab.body).toBe(201);
    const lockedScore = (
      await asAdmin("POST", `/api/admin/themes/${locked.id}/scores/`, { title: "Cerrada", instrument: "guitar", format: "alphatex", content: SHORT_TEX })
    ).json();
    const url = (slug: string, id: number) => `/api/themes/${slug}/scores/${id}/pdf/?level=${level.level.id}`;

    const user = await createUser(ctx);
    const token = (await login(ctx, user)).access;
    const pdf = await injectWithToken(ctx, token, { method: "GET", url: url(open.slug, tab.json().id) });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="partitura-${open.slug}-${tab.json().id}.pdf"`);
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Paseo con bajos — ${open.title}`);
    // The fonts travel inside: Liberation Sans (regular, bold) for the words, Bravura for the music.
    const descriptors = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    expect(descriptors.map((d) => String(d.get(PDFName.of("FontName"))).replace(/^\/|-\d+$/g, "")).sort()).toEqual(["Bravura", "LiberationSans", "LiberationSans-Bold"]);
    expect(descriptors.every((d) => d.has(PDFName.of("FontFile2")) || d.has(PDFName.of("FontFile3")))).toBe(true);

    // A locked topic's score: refused like its source; another topic's id: not found; no session: 401.
    expect((await injectWithToken(ctx, token, { method: "GET", url: url(locked.slug, lockedScore.id) })).statusCode).toBe(403);
    expect((await injectWithToken(ctx, token, { method: "GET", url: url(open.slug, lockedScore.id) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: url(open.slug, tab.json().id) })).statusCode).toBe(401);

    await createAccessService(ctx.db).grantAccess({ userId: user.id, scope: "all", months: 1, source: "admin" });
    const nowOpen = await injectWithToken(ctx, token, { method: "GET", url: url(locked.slug, lockedScore.id) });
    expect(nowOpen.statusCode).toBe(200);
    expect((await PDFDocument.load(nowOpen.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});
