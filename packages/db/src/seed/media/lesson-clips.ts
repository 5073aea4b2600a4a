import { encodeFlac } from "@fz/media/flac";
import { H264Encoder } from "@fz/media/h264";
import { type LessonMusic, MUSIC, musicSeconds } from "./lesson-music";
import { writeMp4 } from "@fz/media/mp4";
import { Canvas, COLORS, INSTRUMENTS } from "@fz/media/picture";
import { SAMPLE_RATE, Track } from "@fz/media/synth";

/**
 * Each demo course's practice clip: its instrument drawn, a row of the bar's steps with the
 * current one lit (so a student can follow the pattern and loop it), a progress bar, and
 * the pattern played by a synthesised voice of the instrument. A real H.264 + FLAC MP4
 * built in code at first start: no binary fixtures, no ffmpeg, no network.
 */
const WIDTH = 256;
const HEIGHT = 144;
const FPS = 12;
/** A keyframe every few seconds keeps seeking (and A–B loops) cheap without bloating the file. */
const KEYFRAME_SECONDS = 10;
/** FLAC frames of 200 ms: five per second, so the interleaved chunks line up with the video's. */
const FLAC_BLOCK = SAMPLE_RATE / 5;

export interface LessonClip {
  /** The file under `media/videos/`. */
  file: string;
  music: LessonMusic;
  draw(canvas: Canvas): void;
  /** Seed of the voices' noise (plucks, scrapes): each clip its own, always the same. */
  seed: number;
}

export const LESSON_CLIPS: Record<string, LessonClip> = {
  "como-tocar-acordeon-vallenato": { file: "practica-acordeon-vallenato.mp4", music: MUSIC.acordeon, draw: INSTRUMENTS.acordeon, seed: 11 },
  "como-tocar-guitarra": { file: "practica-guitarra.mp4", music: MUSIC.guitarra, draw: (c) => INSTRUMENTS.guitarra(c), seed: 12 },
  "como-tocar-caja-vallenata": { file: "practica-caja-vallenata.mp4", music: MUSIC.caja, draw: INSTRUMENTS.caja, seed: 13 },
  "como-tocar-guacharaca-vallenata": { file: "practica-guacharaca-vallenata.mp4", music: MUSIC.guacharaca, draw: INSTRUMENTS.guacharaca, seed: 14 },
  "como-tocar-guitarra-vallenata": {
    file: "practica-guitarra-vallenata.mp4",
    music: MUSIC.guitarraVallenata,
    draw: (c) => INSTRUMENTS.guitarra(c, COLORS.red, COLORS.darkWood),
    seed: 15,
  },
  "como-tocar-guitarra-urbana": {
    file: "practica-guitarra-urbana.mp4",
    music: MUSIC.guitarraUrbana,
    draw: (c) => INSTRUMENTS.guitarra(c, COLORS.black, COLORS.purple),
    seed: 16,
  },
};

/** The clip's length in whole seconds (what the catalogue stores as `duration_seconds`). */
export function clipSeconds(clip: LessonClip): number {
  return Math.round(musicSeconds(clip.music));
}

function stepBoxes(steps: number) {
  const left = 8;
  const width = (WIDTH - 2 * left) / steps;
  return Array.from({ length: steps }, (_, i) => ({ x: Math.round(left + i * width), w: Math.round(width) - 3 }));
}

function audio(clip: LessonClip, seconds: number): Int16Array {
  const { music } = clip;
  const track = new Track(seconds, clip.seed);
  const step = 60 / music.bpm / 4;
  const bar = music.beats * 4 * step;
  for (let b = 0; b < music.bars; b += 1) music.play(track, b, b * bar, step);
  return track.toPcm();
}

/** The MP4 bytes of a clip (30–60 s of picture and sound in about 1 MB). */
export function buildLessonClip(clip: LessonClip): Uint8Array {
  const { music } = clip;
  const seconds = clipSeconds(clip);
  const base = new Canvas(WIDTH, HEIGHT, COLORS.background);
  clip.draw(base);
  const boxes = stepBoxes(music.pattern.length);
  const shade = [COLORS.panel, COLORS.grey, COLORS.white] as const;
  // Rows of 16 px are H.264 macroblock rows: the pattern (still), the playhead (one small
  // dot, so a step costs two macroblocks) and the progress bar each keep to their own.
  boxes.forEach((box, i) => base.rect(box.x, 98, box.w, 12, shade[music.pattern[i]!]!));
  base.rect(0, 130, WIDTH, 6, COLORS.panel);

  const encoder = new H264Encoder(WIDTH, HEIGHT);
  const total = seconds * FPS;
  const stepSeconds = 60 / music.bpm / 4;
  const samples: Uint8Array[] = [];
  const keyframes: number[] = [];
  let previous: Canvas | null = null;
  for (let i = 0; i < total; i += 1) {
    const frame = base.copy();
    const current = Math.floor((i / FPS + 1e-9) / stepSeconds) % music.pattern.length;
    const box = boxes[current]!;
    frame.disc(box.x + box.w / 2, 119, 4, COLORS.orange);
    const progress = Math.round(((i + 1) / total) * (WIDTH / 16)) * 16;
    if (progress > 0) frame.rect(0, 130, progress, 6, COLORS.orange);
    const key = i % (FPS * KEYFRAME_SECONDS) === 0;
    if (key) keyframes.push(i);
    samples.push(encoder.encode(frame, previous, key));
    previous = frame;
  }
  const flac = encodeFlac(audio(clip, seconds), SAMPLE_RATE, FLAC_BLOCK);
  return writeMp4(
    { width: WIDTH, height: HEIGHT, timescale: FPS * 512, sampleDuration: 512, samples, keyframes, sps: encoder.sps(), pps: encoder.pps() },
    { sampleRate: SAMPLE_RATE, samples: flac.frames, durations: flac.frameSamples, streamInfo: flac.streamInfo },
  );
}
