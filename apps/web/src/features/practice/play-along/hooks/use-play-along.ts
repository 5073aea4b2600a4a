"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { PlayAlongTimeline, PlayAlongVideo } from "@/components/ui/play-along-slot";
import { type TakeRecording, type TakeRecorder, startTakeRecorder } from "@/features/practice/audio/take-recorder";
import { playSound } from "@/features/practice/audio/voices";
import { useAudioContext, useListener } from "@/features/practice/hooks/use-listener";
import {
  type NotatedEvent,
  type PitchReading,
  type PlayAlongReport,
  alignTake,
  barsSeconds,
  eventsOf,
  eventsOnClock,
  fitLine,
} from "@/features/practice/play-along/utils/align";
import { midiOf } from "@/features/practice/signal/notes";
import { PITCH_WINDOW } from "@/features/practice/signal/pitch";
import { type CalibrationVerdict, calibrationOffsets, calibrationVerdict } from "@/features/practice/signal/score";
import { type LatencyCalibration, readLatency, readReferenceHz, saveLatency } from "@/features/practice/utils/practice-preferences";

export type Accompaniment = "metronome" | "video";

export interface TakeSettings {
  /** 0-based, inclusive. */
  from: number;
  to: number;
  speed: number;
  accompaniment: Accompaniment;
}

export interface FinishedTake {
  settings: TakeSettings;
  report: PlayAlongReport;
  events: NotatedEvent[];
  /** The tempo asked for (quarter notes per minute at the chosen speed). */
  askedBpm: number;
  seconds: number;
  recording: TakeRecording | null;
}

export type PlayAlongState =
  | { phase: "idle" }
  | { phase: "calibrating"; until: number }
  | { phase: "counting" | "playing"; settings: TakeSettings }
  | { phase: "done"; take: FinishedTake }
  | { phase: "calibrated"; verdict: CalibrationVerdict }
  | { phase: "failed"; message: string };

/** Claps the calibration listens to (the metronome's own calibration asks for as many, decision 021). */
const CALIBRATION_CLICKS = 8;
/** After the last note, a little longer to hear it. */
const TAIL_SECONDS = 0.4;

/** The quarter-note tempo of a bar at a speed. */
const tempoOf = (timeline: PlayAlongTimeline, bar: number, speed: number) => (timeline.bars[bar]?.tempo ?? 120) * speed;

/**
 * «Tócalo conmigo»'s engine: the microphone through the practice studio's listener (onsets and
 * pitch, in its worker), the click on the audio clock or the lesson's video, the take's
 * recording, and the alignment once the chosen bars have passed. The click keeps one grid
 * from the calibration to the take, so a latency measured on it holds for the take.
 */
export function usePlayAlong(timeline: PlayAlongTimeline, video: PlayAlongVideo | null, percussion: boolean) {
  const getContext = useAudioContext();
  const heard = useRef({ onsets: [] as number[], pitches: [] as PitchReading[], sampleRate: 48_000, reference: 440 });
  const [level, setLevel] = useState(0);
  const listener = useListener(getContext, "notes", (event) => {
    const h = heard.current;
    if (event.type === "onset") h.onsets.push(event.frame / h.sampleRate);
    else if (event.type === "pitch") h.pitches.push({ time: event.frame / h.sampleRate, midi: event.frequency === null ? null : midiOf(event.frequency, h.reference) });
    else setLevel(event.rms);
  });
  const [state, setState] = useState<PlayAlongState>({ phase: "idle" });
  const [latency, setLatency] = useState<LatencyCalibration | null>(() => readLatency());
  const grid = useRef<{ anchor: number; beat: number } | null>(null);
  const run = useRef<{ out: GainNode | null; timer: ReturnType<typeof setInterval> | null; recorder: TakeRecorder | null } | null>(null);

  const clear = useCallback((keepRecording = false) => {
    const current = run.current;
    run.current = null;
    if (!current) return;
    current.out?.disconnect();
    if (current.timer) clearInterval(current.timer);
    if (!keepRecording) current.recorder?.cancel();
  }, []);
  useEffect(() => () => clear(), [clear]);

  /** The microphone open, and the clock's next grid point at least `lead` seconds away. */
  const prepare = useCallback(
    async (bpm: number, lead: number): Promise<{ context: AudioContext; out: GainNode; first: number; beat: number } | null> => {
      if (!(await listener.start())) return null;
      const context = getContext();
      heard.current.sampleRate = context.sampleRate;
      heard.current.reference = readReferenceHz();
      const beat = 60 / bpm;
      const now = context.currentTime + lead;
      if (!grid.current || Math.abs(grid.current.beat - beat) > 1e-9) grid.current = { anchor: now, beat };
      const { anchor } = grid.current;
      const first = anchor + Math.ceil((now - anchor) / beat - 1e-9) * beat;
      const out = context.createGain();
      out.connect(context.destination);
      return { context, out, first, beat };
    },
    [getContext, listener],
  );

  const calibrate = useCallback(
    async (bpm: number) => {
      clear();
      const ready = await prepare(bpm, 0.3);
      if (!ready) return;
      const { context, out, first, beat } = ready;
      const beats = Array.from({ length: CALIBRATION_CLICKS }, (_, k) => first + k * beat);
      for (const [k, time] of beats.entries()) playSound(context, out, { voice: "click", accent: k === 0, strong: true }, time);
      heard.current.onsets = [];
      const until = beats[beats.length - 1]! + beat / 2;
      const timer = setInterval(() => {
        if (context.currentTime < until) return;
        clear();
        const verdict = calibrationVerdict(calibrationOffsets(beats, heard.current.onsets, bpm), beat * 1000);
        if (verdict.kind === "measured") setLatency(saveLatency(verdict.latencyMs));
        setState({ phase: "calibrated", verdict });
      }, 50);
      run.current = { out, timer, recorder: null };
      setState({ phase: "calibrating", until });
    },
    [clear, prepare],
  );

  const finish = useCallback(
    async (settings: TakeSettings, events: NotatedEvent[], start: number, speed: number, askedBpm: number, seconds: number) => {
      const recorder = run.current?.recorder ?? null;
      clear(true);
      const recording = recorder ? await recorder.stop() : null;
      const h = heard.current;
      const report = alignTake({
        events,
        onsets: h.onsets,
        pitches: h.pitches,
        start,
        speed,
        latencyMs: readLatency()?.latencyMs ?? 0,
        pitchWindow: PITCH_WINDOW / h.sampleRate,
      });
      setState({ phase: "done", take: { settings, report, events, askedBpm, seconds, recording } });
    },
    [clear],
  );

  const play = useCallback(
    async (settings: TakeSettings) => {
      clear();
      const { from, to, speed } = settings;
      const events = eventsOf(timeline, from, to, percussion);
      if (events.length === 0) {
        setState({ phase: "failed", message: "Los compases elegidos no tienen notas: elige otros." });
        return;
      }
      const writtenSeconds = barsSeconds(timeline, from, to);

      if (settings.accompaniment === "video" && video) {
        if (!(await listener.start())) return;
        const context = getContext();
        heard.current.sampleRate = context.sampleRate;
        heard.current.reference = readReferenceHz();
        heard.current.onsets = [];
        heard.current.pitches = [];
        // One bar of the lesson before the chosen ones, to come in with it.
        const lead = from > 0 ? video.barStart(from - 1) : Math.max(0, video.barStart(from) - barsSeconds(timeline, from, from) / speed);
        const end = video.barEnd(to);
        video.setRate(speed);
        video.seek(lead);
        video.play();
        const stream = listener.stream();
        const recorder = stream ? startTakeRecorder(stream) : null;
        const pairs: { x: number; y: number }[] = [];
        const startedAt = context.currentTime;
        const guard = (end - lead) / speed + 8;
        const tick = () => {
          const now = video.currentTime();
          pairs.push({ x: now, y: context.currentTime });
          if (now >= end + TAIL_SECONDS * speed || context.currentTime - startedAt > guard) {
            video.pause();
            const line = fitLine(pairs.filter((p) => p.x >= lead));
            if (!line || line.b <= 0) {
              clear();
              setState({ phase: "failed", message: "El video no avanzó: dale play y vuelve a intentarlo." });
              return;
            }
            const onClock = eventsOnClock(events, timeline, from, (bar) => ({ start: video.barStart(bar), end: video.barEnd(bar) }), (v) => line.a + line.b * v);
            const first = onClock[0]!;
            const last = onClock[onClock.length - 1]!;
            const span = events[events.length - 1]!.quarters - events[0]!.quarters;
            const askedBpm = span > 0 && last.time > first.time ? Math.round((60 * span) / (last.time - first.time)) : Math.round(tempoOf(timeline, from, speed));
            void finish(settings, onClock, 0, 1, askedBpm, (end - video.barStart(from)) / speed);
          }
        };
        // Read every 50 ms (a timer, not animation frames: a tab in the background still ends the take).
        run.current = { out: null, timer: setInterval(tick, 50), recorder };
        setState({ phase: "playing", settings });
        return;
      }

      // With the click: one bar counted in, then the click goes on under the chosen bars.
      const bpm = tempoOf(timeline, from, speed);
      const ready = await prepare(bpm, 0.25);
      if (!ready) return;
      const { context, out, first, beat } = ready;
      const countIn = Math.max(2, Math.round((timeline.bars[from]?.durationTicks ?? 1920) / 960));
      const start = first + countIn * beat;
      for (let k = 0; k < countIn; k += 1) playSound(context, out, { voice: "click", accent: k === 0, strong: true }, first + k * beat);
      let clock = start;
      for (let bar = from; bar <= to; bar += 1) {
        const quarters = Math.max(1, Math.round((timeline.bars[bar]?.durationTicks ?? 1920) / 960));
        const step = 60 / tempoOf(timeline, bar, speed);
        for (let q = 0; q < quarters; q += 1) playSound(context, out, { voice: "click", accent: q === 0, strong: false }, clock + q * step);
        clock += barsSeconds(timeline, bar, bar) / speed;
      }
      heard.current.onsets = [];
      heard.current.pitches = [];
      const stream = listener.stream();
      const recorder = stream ? startTakeRecorder(stream) : null;
      const until = start + writtenSeconds / speed + TAIL_SECONDS;
      const timer = setInterval(() => {
        if (context.currentTime < start) return;
        if (context.currentTime < until) {
          setState((current) => (current.phase === "counting" ? { phase: "playing", settings } : current));
          return;
        }
        void finish(settings, events, start, speed, Math.round(bpm), writtenSeconds / speed);
      }, 50);
      run.current = { out, timer, recorder };
      setState({ phase: "counting", settings });
    },
    [clear, finish, getContext, listener, percussion, prepare, timeline, video],
  );

  const stop = useCallback(() => {
    clear();
    video?.pause();
    setState({ phase: "idle" });
  }, [clear, video]);

  /** The microphone is closed when the student is done (it stays open between takes, so the grid holds). */
  const close = useCallback(() => {
    stop();
    listener.stop();
  }, [listener, stop]);

  return { state, setState, latency, level, listener, calibrate, play, stop, close };
}
