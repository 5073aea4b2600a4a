#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:notation` (issue 39): what the lesson's score costs the student's browser.
 *
 * 1. Render: 64 bars (the guitar demo's 16, four times: notation and tab) drawn by alphaTab from
 *    the app's own copy at Lighthouse's 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), the
 *    way the score panel draws them (its worker) and all on the main thread, in a host in the
 *    viewport as the panel is when it starts. Two times from the source: until the first system
 *    is drawn (alphaTab's first partialRenderFinished: the first screenful, what the student
 *    waits for; the rest is drawn as they scroll) and until renderFinished (all 64 bars laid
 *    out). Target: the first screenful ≤ 300 ms; the time for all 64 bars is reported beside it.
 *    Read against the floor measured in the same run: the same render of 4 bars, and a fixed
 *    piece of plain JavaScript at the same slowdown (how slow the machine is right now).
 * 2. Following: the accordion lesson plays for 8 s at 4× slowdown while the cursor follows it; a
 *    long-task observer records every main-thread task over 50 ms, long animation frames say
 *    which scripts and how much style, layout and paint each took. Target: none, and no more
 *    than the floor in the same run: the same video playing for 8 s in a page of its own (no
 *    app, no score) at the same slowdown. Nothing of the harness runs in the page while it
 *    counts: the play button is found beforehand (a role query reads the whole page, ~150 ms at
 *    4×) and scrolled to (the page waits at the video, as when the student presses play), the
 *    frames are read afterwards. Then the same 8 s again under a CPU profile, for the main
 *    thread's time by script (the profiler's sampling lengthens tasks, so that pass is not
 *    counted).
 * 3. First load: the JavaScript a topic without a score loads (script resources until the page
 *    is idle) against a topic with one: the one with a score only adds chunks (the panel's own and
 *    alphaTab's), and the one without loads nothing of either. Target: no extra chunk.
 *
 * Serves the production build (`npm run build -w @fz/web` first) on a throw-away database, as the
 * journeys do (scripts/e2e-server.mjs); BENCH_PORT (default 3390), CHROME_PATH (/usr/bin/chromium),
 * BENCH_TRACE (a file: a Chromium trace of the counted following seconds, to say what a long task was).
 * Results: bench/results/notation.json (scripts/bench-results.mjs), with the load average.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { ALPHATAB_ASSETS } from "../packages/contracts/src/scores";
import { guitarAlphaTex } from "../packages/db/src/seed/catalogue/demo-scores";
import { machineFacts, writeBenchResult } from "./bench-results.mjs";

const startedAt = new Date();
const startedFacts = machineFacts();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASE = `http://localhost:${PORT}`;
const THROTTLE = 4;
const STUDENT = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
const WITH_SCORE = "/academia/niveles/1/temas/conociendo-el-acordeon";
/** The same level's topic that plays from YouTube: no clip, so no score (seed/catalogue/embedded-videos.ts). */
const WITHOUT_SCORE = "/academia/niveles/1/temas/el-paseo-vallenato";
/** A text only the score panel's chunk carries. */
const PANEL_MARK = "Descargar PDF para imprimir";

async function waitForServer(server: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("El servidor se detuvo al arrancar: revisa que exista el build (npm run build -w @fz/web).");
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("El servidor no respondió en 5 minutos.");
}

/** 64 bars: the guitar demo's 16, four times over. */
function sixtyFourBars(): string {
  const tex = guitarAlphaTex();
  const first = tex.indexOf("\n:8 ");
  const body = tex.slice(first + 1);
  return `${tex.slice(0, first)}\n${Array.from({ length: 4 }, () => body).join(" |\n")}`;
}

/** The floor: the guitar demo's first 4 bars, drawn the same way. */
function fourBars(): string {
  const tex = guitarAlphaTex();
  const first = tex.indexOf("\n:8 ");
  const bars = tex.slice(first + 1).split("|").slice(0, 4);
  return `${tex.slice(0, first)}\n${bars.join("|")}`;
}

/** Milliseconds a fixed piece of plain JavaScript takes in the page (sorting 200,000 numbers, five times): how slow the machine is now. */
async function cpuReference(page: Page): Promise<number> {
  return page.evaluate(() => {
    const start = performance.now();
    for (let round = 0; round < 5; round += 1) {
      let seed = 1;
      const numbers = Array.from({ length: 200_000 }, () => (seed = (seed * 16807) % 2147483647));
      numbers.sort((a, b) => a - b);
    }
    return performance.now() - start;
  });
}

/** The little of alphaTab's module the render measurement uses (it is loaded in the page, from the app). */
interface AlphaTabModule {
  Settings: new () => {
    core: { fontDirectory: string | null; useWorkers: boolean; enableLazyLoading: boolean; logLevel: number };
    player: { enablePlayer: boolean };
    display: { layoutMode: number; staveProfile: number };
  };
  LogLevel: { None: number };
  LayoutMode: { Page: number };
  StaveProfile: { ScoreTab: number };
  AlphaTabApi: new (
    host: HTMLElement,
    settings: unknown,
  ) => {
    renderFinished: { on(handler: () => void): () => void };
    renderer: { partialRenderFinished: { on(handler: () => void): () => void } };
    error: { on(handler: (error: unknown) => void): () => void };
    score: { masterBars: unknown[] } | null;
    tex(text: string): void;
    destroy(): void;
  };
}

interface LoafEntry {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; forcedStyleAndLayoutDuration: number }[];
}
interface LongFrame {
  ms: number;
  render_ms: number;
  style_layout_ms: number;
  scripts: { invoker: string; source: string; ms: number; forced_layout_ms: number }[];
}
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** A CPU profile's self time summed by script file (and the browser's own buckets: GC, program, idle), the ten largest. */
function selfTimeByScript(profile: CpuProfile): { script: string; ms: number }[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const script = frame?.url ? frame.url.replace(/^.*\//, "") : `(${frame?.functionName.replace(/[()]/g, "") || "program"})`;
    totals.set(script, (totals.get(script) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals]
    .filter(([script]) => script !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([script, ms]) => ({ script, ms: Math.round(ms) }));
}

async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/** Milliseconds from the source to alphaTab's renderFinished, in the page, as the panel sets it up (or on the main thread). */
async function renderTime(page: Page, tex: string, useWorkers: boolean, lazy = true): Promise<{ ms: number; firstMs: number; bars: number }> {
  return page.evaluate(
    async ({ tex, useWorkers, lazy, assets }) => {
      const url = `${assets}alphaTab.mjs`;
      const at = (await import(/* @vite-ignore */ url)) as AlphaTabModule;
      // In the viewport, as the panel is when it starts (alphaTab draws only the chunks on screen).
      const host = document.createElement("div");
      host.style.cssText = "position:absolute;top:0;left:0;width:800px;background:#fff;z-index:9999";
      document.body.append(host);
      const settings = new at.Settings();
      settings.core.fontDirectory = `${assets}font/`;
      settings.core.useWorkers = useWorkers;
      settings.core.enableLazyLoading = lazy;
      settings.core.logLevel = at.LogLevel.None;
      settings.player.enablePlayer = false;
      settings.display.layoutMode = at.LayoutMode.Page;
      settings.display.staveProfile = at.StaveProfile.ScoreTab;
      const api = new at.AlphaTabApi(host, settings);
      // The first render loads the font and warms the code: timed is the second.
      // Resolves once all bars are laid out (renderFinished) and the first system is drawn (with
      // lazy loading alphaTab draws a system once it is on screen, which may come after).
      const once = () =>
        new Promise<{ ms: number; firstMs: number; bars: number }>((resolve, reject) => {
          const start = performance.now();
          let firstMs = 0;
          let allMs = 0;
          const done = () => {
            if (firstMs && allMs) resolve({ ms: allMs, firstMs, bars: api.score?.masterBars.length ?? 0 });
          };
          const offFirst = api.renderer.partialRenderFinished.on(() => {
            offFirst();
            firstMs = performance.now() - start;
            done();
          });
          const off = api.renderFinished.on(() => {
            off();
            allMs = performance.now() - start;
            done();
          });
          setTimeout(() => reject(new Error("alphaTab no dibujó la partitura en 60 s")), 60_000);
          api.error.on((error) => reject(error));
          api.tex(tex);
        });
      await once();
      const timed = await once();
      api.destroy();
      host.remove();
      return timed;
    },
    { tex, useWorkers, lazy, assets: ALPHATAB_ASSETS },
  );
}

/** Long tasks while `src` plays for 8 s in a page of its own (the app's origin, no app) at the slowdown: the floor of the following figure. */
async function videoAlone(page: Page, src: string): Promise<number[]> {
  await page.route(`${BASE}/__floor`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>floor</title><body></body>" }));
  await page.goto(`${BASE}/__floor`);
  await page.evaluate((src) => {
    document.body.innerHTML = "";
    const video = document.createElement("video");
    video.muted = true;
    video.src = src;
    video.width = 640;
    document.body.append(video);
    const tasks: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    return new Promise((resolve) => video.addEventListener("canplay", resolve, { once: true }));
  }, src);
  const cdp = await throttle(page, THROTTLE);
  await page.evaluate(() => document.querySelector("video")!.play());
  await page.waitForTimeout(8000);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return tasks;
}

async function signIn(page: Page, next: string) {
  await page.goto(`${BASE}/ingresar?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Correo electrónico").fill(STUDENT.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(STUDENT.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await page.waitForURL((url) => url.pathname === next, { timeout: 60_000 });
}

/** Script URLs and their transferred bytes while `url` loads, until the network is idle. */
async function scriptsOf(page: Page, url: string): Promise<{ scripts: Map<string, number>; panel: string[] }> {
  const scripts = new Map<string, number>();
  const panel: string[] = [];
  const listener = async (response: import("@playwright/test").Response) => {
    const request = response.request();
    if (request.resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const where = new URL(response.url()).pathname;
    scripts.set(where, body.length);
    if (body.includes(PANEL_MARK) || where.includes("/vendor/alphatab/")) panel.push(where);
  };
  page.on("response", listener);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  page.off("response", listener);
  return { scripts, panel };
}

const server = spawn(process.execPath, [path.join(root, "scripts", "e2e-server.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: "warn", LOGIN_RATE_LIMIT_PER_IP: "1000", LOGIN_RATE_LIMIT_PER_ACCOUNT: "1000" },
  stdio: ["ignore", "ignore", "inherit"],
});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  await waitForServer(server);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx keeps functions' names with a helper the page does not have: give it one.
  await context.addInitScript("window.__name = (f) => f;");
  const page = await context.newPage();

  // 1. Render 64 bars at 4×.
  await page.goto(`${BASE}/`);
  const tex = sixtyFourBars();
  const cdp = await throttle(page, THROTTLE);
  const cpu = await cpuReference(page);
  const floor = await renderTime(page, fourBars(), true);
  const worker = await renderTime(page, tex, true);
  const mainThread = await renderTime(page, tex, false);
  const eager = await renderTime(page, tex, true, false);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log(
    `64 bars at ${THROTTLE}× CPU: first screenful ${worker.firstMs.toFixed(0)} ms, all ${worker.ms.toFixed(0)} ms (worker, as the panel) · first ${mainThread.firstMs.toFixed(0)} ms, all ${mainThread.ms.toFixed(0)} ms (main thread) · first ${eager.firstMs.toFixed(0)} ms, all ${eager.ms.toFixed(0)} ms (worker, every system placed at once) — ${worker.bars} bars; floor: 4 bars ${floor.ms.toFixed(0)} ms, plain JavaScript ${cpu.toFixed(0)} ms`,
  );

  // 2. Long tasks while the cursor follows the video, at 4×.
  await signIn(page, WITH_SCORE);
  await page.getByTestId("score-host").and(page.locator('[data-status="ready"]')).waitFor({ timeout: 60_000 });
  // Found before the measurement: Playwright's role query reads the whole page's accessibility in
  // the page (~150 ms of script at 4×, a long task of the harness that no student's click makes).
  const play = (await page.getByRole("region", { name: /Reproductor de práctica/ }).getByRole("button", { name: "Reproducir" }).first().elementHandle())!;
  // The page waits at the video, as when the student presses play (the score's start left it
  // scrolled down there; the click would scroll it inside the measurement).
  await play.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    const tasks: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    // Long animation frames say where a long frame went: which scripts (and who called them), and
    // style, layout and paint. Kept as they come and read after the measurement: reading them in
    // the observer's callback was itself a task of hundreds of ms at 4× (the harness's, not the app's).
    const frames: PerformanceEntry[] = [];
    new PerformanceObserver((list) => {
      frames.push(...list.getEntries());
    }).observe({ type: "long-animation-frame", buffered: false });
    (window as unknown as { __longFrames: PerformanceEntry[] }).__longFrames = frames;
    const video = document.querySelector("video")!;
    video.muted = true;
    video.currentTime = 0;
  });
  const following = await throttle(page, THROTTLE);
  // BENCH_TRACE=<file>: a Chromium trace of these 8 s, to say what a long task was (the tracing
  // lengthens tasks a little: a run with it is read for where the time goes, not for the count).
  const tracePath = process.env.BENCH_TRACE;
  if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink.user_timing", "toplevel", "disabled-by-default-v8.gc", "media"] });
  await play.click();
  await page.waitForTimeout(8000);
  if (tracePath) await browser.stopTracing();
  const videoSrc = await page.evaluate(() => document.querySelector("video")!.currentSrc);
  const follow = await page.evaluate(() => ({
    frames: ((window as unknown as { __longFrames: PerformanceEntry[] }).__longFrames as unknown as LoafEntry[]).map((entry): LongFrame => {
      const end = entry.startTime + entry.duration;
      return {
        ms: Math.round(entry.duration),
        render_ms: entry.renderStart ? Math.round(end - entry.renderStart) : 0,
        style_layout_ms: entry.styleAndLayoutStart ? Math.round(end - entry.styleAndLayoutStart) : 0,
        scripts: entry.scripts.map((s) => ({
          invoker: s.invoker,
          source: `${s.sourceURL.replace(/^.*\//, "")}${s.sourceFunctionName ? `:${s.sourceFunctionName}` : ""}`,
          ms: Math.round(s.duration),
          forced_layout_ms: Math.round(s.forcedStyleAndLayoutDuration),
        })),
      };
    }),
    tasks: (window as unknown as { __longTasks: number[] }).__longTasks,
    videoSeconds: document.querySelector("video")!.currentTime,
    bar: document.querySelector('[data-testid="bar-list"] [aria-current="true"]')?.textContent ?? null,
  }));
  // Where the time goes, by script: the same seconds again under a CPU profile. Not in the count
  // above: the profiler stops the main thread to sample it, which lengthens every task (the floor
  // is measured without it).
  await page.evaluate(() => {
    const video = document.querySelector("video")!;
    video.pause();
    video.currentTime = 0;
  });
  await page.waitForTimeout(500);
  // (The first «Reproducir» is the one over the video, gone while it plays: found again.)
  const playAgain = (await page.getByRole("region", { name: /Reproductor de práctica/ }).getByRole("button", { name: "Reproducir" }).first().elementHandle())!;
  await following.send("Profiler.enable");
  await following.send("Profiler.setSamplingInterval", { interval: 500 });
  await following.send("Profiler.start");
  await playAgain.click();
  await page.waitForTimeout(8000);
  const { profile } = (await following.send("Profiler.stop")) as { profile: CpuProfile };
  await following.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const overFifty = follow.tasks.filter((ms) => ms > 50);
  const floorTasks = await videoAlone(page, videoSrc);
  const floorOverFifty = floorTasks.filter((ms) => ms > 50);
  console.log(`Floor: the same video alone at ${THROTTLE}× CPU: ${floorOverFifty.length} tasks over 50 ms (longest ${Math.max(0, ...floorTasks).toFixed(0)} ms)`);
  const where = selfTimeByScript(profile);
  console.log(`Main-thread time while following, by script: ${where.map((w) => `${w.script} ${w.ms} ms`).join(" · ")}`);
  for (const frame of follow.frames.filter((f) => f.ms > 50)) console.log(`  long frame ${frame.ms} ms (render ${frame.render_ms}, style+layout ${frame.style_layout_ms}): ${frame.scripts.map((s) => `${s.invoker} ${s.source} ${s.ms} ms`).join(", ")}`);
  console.log(`Following ${follow.videoSeconds.toFixed(1)} s of video at ${THROTTLE}× CPU (bar ${follow.bar}): ${follow.tasks.length} long tasks, ${overFifty.length} over 50 ms (longest ${Math.max(0, ...follow.tasks).toFixed(0)} ms)`);

  // 3. First-load JavaScript: a topic without a score against one with.
  const without = WITHOUT_SCORE;
  const { scripts: plain, panel: panelInPlain } = await scriptsOf(page, `${BASE}${without}`);
  const { scripts: scored, panel: panelInScored } = await scriptsOf(page, `${BASE}${WITH_SCORE}`);
  const bytes = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, n) => sum + n, 0);
  const extra = [...scored.keys()].filter((url) => !plain.has(url));
  const shared = [...plain.keys()].filter((url) => scored.has(url));
  console.log(
    `First load: ${without} ${plain.size} scripts, ${(bytes(plain) / 1024).toFixed(1)} KB, ${panelInPlain.length} of the score's; ${WITH_SCORE} adds ${extra.length} (${(extra.reduce((s, u) => s + scored.get(u)!, 0) / 1024).toFixed(1)} KB), the score's: ${panelInScored.join(", ")}`,
  );

  const targets = {
    render_64_bars_first_screenful_within_300_ms: worker.firstMs <= 300,
    no_task_over_50_ms_while_following: overFifty.length === 0,
    // The video alone has tasks over 50 ms at 4× (the media pipeline's): following adds none of its own.
    no_more_tasks_over_50_ms_than_the_video_alone: overFifty.length <= floorOverFifty.length,
    // Nothing of the score (its panel's chunk, alphaTab) in a page without one; the page with one loads them.
    first_load_without_score_unchanged: panelInPlain.length === 0 && panelInScored.length > 0,
  };
  const file = writeBenchResult("notation", startedAt, startedFacts, {
    cpu_throttling: THROTTLE,
    render_64_bars_ms: {
      bars: worker.bars,
      worker_as_the_panel: { first_screenful: Math.round(worker.firstMs), all_bars: Math.round(worker.ms) },
      main_thread: { first_screenful: Math.round(mainThread.firstMs), all_bars: Math.round(mainThread.ms) },
      worker_without_lazy_loading: { first_screenful: Math.round(eager.firstMs), all_bars: Math.round(eager.ms) },
      floor: { four_bars_worker: { first_screenful: Math.round(floor.firstMs), all_bars: Math.round(floor.ms) }, plain_javascript_ms: Math.round(cpu) },
    },
    following: {
      video_seconds: Number(follow.videoSeconds.toFixed(2)),
      long_tasks: follow.tasks.length,
      over_50_ms: overFifty.map((ms) => Math.round(ms)),
      longest_ms: Math.round(Math.max(0, ...follow.tasks)),
      // Where the time went: the CPU profile's self time by script, and each long animation frame's parts.
      self_time_by_script: where,
      long_frames: follow.frames.filter((f) => f.ms > 50),
      floor_video_alone: { over_50_ms: floorOverFifty.map((ms) => Math.round(ms)), longest_ms: Math.round(Math.max(0, ...floorTasks)) },
    },
    first_load: {
      without_score: { page: without, scripts: plain.size, bytes: bytes(plain), score_scripts: panelInPlain },
      with_score: { page: WITH_SCORE, scripts: scored.size, bytes: bytes(scored), score_scripts: panelInScored, added_scripts: extra, added_bytes: extra.reduce((s, u) => s + scored.get(u)!, 0) },
      shared_scripts: shared.length,
    },
    targets,
  });
  console.log(`Targets: ${Object.entries(targets).map(([name, met]) => `${name} ${met ? "✓" : "✗"}`).join(" · ")}\n→ ${file}`);
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
