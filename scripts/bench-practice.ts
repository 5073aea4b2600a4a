#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:practice`: what the practice studio's detection loop costs, in milliseconds
 * of CPU per second of audio, on this machine. The loop is the code the browser's analysis
 * worker runs (apps/web/src/features/practice/signal): pitchy's McLeod pitch detection on a
 * 4096-sample window every 2048 samples (the tuner), and the onset detector on every sample
 * ("Escúchame"), fed in the worklet's 1024-frame batches at 48 kHz. In the browser it runs in a
 * worker: this is the time it would take from the main thread if it ran there.
 *
 * Results: bench/results/practice.json (scripts/bench-results.mjs), with the machine's facts.
 */
import { createOnsetDetector } from "../apps/web/src/features/practice/signal/onsets";
import { createPitchTracker } from "../apps/web/src/features/practice/signal/pitch";
import { addNoise, clickTrack, sine } from "@fz/media/signals";
import { machineFacts, writeBenchResult } from "./bench-results.mjs";

const startedAt = new Date();
const startedFacts = machineFacts();

const SAMPLE_RATE = 48_000;
const SECONDS = 60;
const BATCH = 1024;

/** A plucked-string-like test tone: a few harmonics of 110 Hz (the guitar's La) with noise. */
function guitarTone(): Float32Array {
  const out = new Float32Array(SECONDS * SAMPLE_RATE);
  for (const [harmonic, amplitude] of [
    [1, 0.4],
    [2, 0.2],
    [3, 0.1],
    [4, 0.05],
  ] as const) {
    const partial = sine(110 * harmonic, SECONDS, SAMPLE_RATE, amplitude);
    for (let i = 0; i < out.length; i += 1) out[i]! += partial[i]!;
  }
  return addNoise(out, 0.01, 4);
}

function run(samples: Float32Array, feed: (chunk: Float32Array, frame: number) => number): { msPerSecond: number; results: number } {
  let results = 0;
  const start = performance.now();
  for (let frame = 0; frame + BATCH <= samples.length; frame += BATCH) results += feed(samples.subarray(frame, frame + BATCH), frame);
  const elapsed = performance.now() - start;
  return { msPerSecond: elapsed / (samples.length / SAMPLE_RATE), results };
}

function measure(name: string, samples: Float32Array, make: () => (chunk: Float32Array, frame: number) => number) {
  run(samples.subarray(0, 10 * SAMPLE_RATE), make()); // warm-up (JIT)
  const rounds = [1, 2, 3].map(() => run(samples, make()));
  const best = rounds.reduce((a, b) => (a.msPerSecond < b.msPerSecond ? a : b));
  console.log(`${name.padEnd(34)} ${best.msPerSecond.toFixed(2).padStart(6)} ms per second of audio  (${best.results} results in ${SECONDS} s)`);
  return best.msPerSecond;
}

const tone = guitarTone();
const clicks = addNoise(clickTrack({ bpm: 120, beats: 2 * SECONDS - 2, sampleRate: SAMPLE_RATE, firstBeat: 0.25, seconds: SECONDS }).samples, 0.01, 5);

console.log(`Practice detection loop, ${SECONDS} s of ${SAMPLE_RATE / 1000} kHz audio in ${BATCH}-frame batches (best of 3):`);
const pitch = measure("tuner (pitchy McLeod, 4096/2048)", tone, () => {
  const tracker = createPitchTracker(SAMPLE_RATE);
  return (chunk, frame) => tracker.push(chunk, frame + chunk.length).length;
});
const onsets = measure("Escúchame (onset detector)", clicks, () => {
  const detector = createOnsetDetector(SAMPLE_RATE);
  return (chunk, frame) => detector.push(chunk, frame).length;
});
console.log(
  `bench:practice detection loop: tuner ${pitch.toFixed(2)} ms/s, onsets ${onsets.toFixed(2)} ms/s of audio ` +
    `(${((pitch / 1000) * 100).toFixed(2)} % and ${((onsets / 1000) * 100).toFixed(2)} % of one core; run in a worker, 0 ms of it on the main thread)`,
);

/**
 * With `--url http://localhost:3000` (a running `npm start`): the same loop in the real page.
 * Chromium's fake microphone plays a 440 Hz tone into the tuner, signed in as the demo student;
 * the page's main-thread time (CDP Performance.getMetrics: TaskDuration) is measured for 10 s
 * while the tuner listens, and for 10 s on the same page while it does not.
 */
async function inBrowser(url: string): Promise<{ main_thread_ms_per_s_listening: number; main_thread_ms_per_s_idle: number }> {
  const { chromium } = await import("@playwright/test");
  const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { encodeWav } = await import("@fz/media/wav");
  const dir = mkdtempSync(path.join(tmpdir(), "fz-bench-practice-"));
  const wav = path.join(dir, "tone.wav");
  writeFileSync(wav, encodeWav(addNoise(sine(440, 30, SAMPLE_RATE), 0.005, 1), SAMPLE_RATE));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-audio-capture=${wav}`],
  });
  try {
    const page = await browser.newPage({ baseURL: url });
    await page.goto("/ingresar?next=%2Facademia%2Fpractica%2Fafinador");
    await page.getByLabel("Correo electrónico").fill("estudiante@fzacademia.com");
    await page.getByLabel("Contraseña", { exact: true }).fill("Estudiante2026!");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.waitForURL("**/academia/practica/afinador");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const taskSeconds = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return metrics.find((m: { name: string; value: number }) => m.name === "TaskDuration")!.value;
    };
    const window = async () => {
      const before = await taskSeconds();
      await page.waitForTimeout(10_000);
      return ((await taskSeconds()) - before) * 100; // ms per second over 10 s
    };
    await page.waitForTimeout(2000);
    const idle = await window();
    await page.getByRole("button", { name: "Cromático" }).click();
    await page.getByRole("button", { name: "Empezar a escuchar" }).click();
    await page.getByTestId("tuner-note").filter({ hasText: "La" }).waitFor();
    const listening = await window();
    console.log(
      `bench:practice in Chromium: main thread ${listening.toFixed(1)} ms/s while the tuner listens ` +
        `(${idle.toFixed(1)} ms/s on the same page idle; the difference, ${(listening - idle).toFixed(1)} ms/s, is drawing the needle and the note)`,
    );
    return { main_thread_ms_per_s_listening: Number(listening.toFixed(1)), main_thread_ms_per_s_idle: Number(idle.toFixed(1)) };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const urlIndex = process.argv.indexOf("--url");
const browserUrl = urlIndex > 0 ? process.argv[urlIndex + 1] : undefined;
const page = browserUrl ? await inBrowser(browserUrl) : null;
writeBenchResult("practice", startedAt, startedFacts, {
  audio: { seconds: SECONDS, sample_rate: SAMPLE_RATE, batch_frames: BATCH },
  cpu_ms_per_second_of_audio: { tuner: Number(pitch.toFixed(2)), onsets: Number(onsets.toFixed(2)) },
  in_chromium: page,
});
