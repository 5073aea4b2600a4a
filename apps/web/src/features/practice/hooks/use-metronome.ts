"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ListenerEvent } from "@/features/practice/audio/listener-messages";
import type { MetronomeEngine } from "@/features/practice/audio/metronome-engine";
import type { TakeRecorder, TakeRecording } from "@/features/practice/audio/take-recorder";
import { useAudioContext, useListener } from "@/features/practice/hooks/use-listener";
import { type MetronomeSettings, type ScheduledStep, barShape } from "@/features/practice/signal/scheduler";
import { type CalibrationVerdict, type TakeScore, calibrationOffsets, calibrationVerdict, scoreTake } from "@/features/practice/signal/score";
import { type LatencyCalibration, readLatency, saveLatency } from "@/features/practice/utils/practice-preferences";

/** Beats the calibration listens to. */
export const CALIBRATION_BEATS = 8;

export type TakeKind = "take" | "calibration";
export type TakePhase = "armed" | "listening" | "done" | "failed";

interface Take {
  kind: TakeKind;
  phase: TakePhase;
  beatTarget: number;
  bpm: number;
  /** Notes the student may play per beat (the air's or the metronome's subdivision). */
  subdivisions: number;
  latencyMs: number;
  beats: number[];
  onsets: number[];
  endsAt: number | null;
  /** What the microphone recorded during the take, once it is done (kept in this browser). */
  recording: TakeRecording | null;
}

export interface TakeView {
  kind: TakeKind;
  phase: TakePhase;
  beatTarget: number;
  beatsHeard: number;
  bpm: number;
  score: TakeScore | null;
  /** Calibration: the latency measured (ms), null when the claps did not agree. */
  latencyMs: number | null;
  /** Calibration, once over: what was measured, or why nothing was. */
  verdict: CalibrationVerdict | null;
  /** The take's sound, to listen back (and to send, if the student chooses). */
  recording: TakeRecording | null;
}

export interface BeatView {
  bar: number;
  beat: number;
  /** Increments on every beat, to restart the pulse animation. */
  count: number;
}

function scoreOf(take: Take, upTo: number): TakeScore {
  const beats = take.beats.filter((t) => t <= upTo);
  return scoreTake({ beats, onsets: take.onsets, gridBpm: take.bpm, subdivisions: take.subdivisions, latencyMs: take.kind === "take" ? take.latencyMs : 0 });
}

/** The calibration's outcome from the claps heard: the latency (ms), or why there is none. */
function verdictOf(take: Take): CalibrationVerdict {
  return calibrationVerdict(calibrationOffsets(take.beats, take.onsets, take.bpm), 60_000 / take.bpm);
}

/** The calibration's latency (ms) from the claps heard, or null when there is none. */
function calibrationOf(take: Take): number | null {
  const verdict = verdictOf(take);
  return verdict.kind === "measured" ? verdict.latencyMs : null;
}

/**
 * The metronome page's engine and "Escúchame": start/stop, the beat on screen, takes scored
 * against the clicks' audio-clock times (with this device's latency), and the calibration.
 * `onHeard` is told of each stroke a take hears (real practice, decision 045).
 */
export function useMetronome(settings: MetronomeSettings, onHeard?: () => void) {
  const getContext = useAudioContext();
  const engine = useRef<MetronomeEngine | null>(null);
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState<BeatView | null>(null);
  const [latency, setLatency] = useState<LatencyCalibration | null>(null);
  const [view, setView] = useState<TakeView | null>(null);
  const take = useRef<Take | null>(null);
  const recorder = useRef<TakeRecorder | null>(null);
  const beatCount = useRef(0);
  const settingsRef = useRef(settings);
  const heardRef = useRef(onHeard);
  useEffect(() => {
    heardRef.current = onHeard;
  });

  useEffect(() => {
    setLatency(readLatency());
  }, []);

  useEffect(() => {
    settingsRef.current = settings;
    engine.current?.update(settings);
  }, [settings]);

  const publish = useCallback((current: Take | null) => {
    if (!current) {
      setView(null);
      return;
    }
    const now = engine.current?.context.currentTime ?? 0;
    const score = current.phase === "armed" ? null : scoreOf(current, current.phase === "listening" ? now - 0.06 : Infinity);
    setView({
      kind: current.kind,
      phase: current.phase,
      beatTarget: current.beatTarget,
      beatsHeard: current.beats.filter((t) => t <= now).length,
      bpm: current.bpm,
      score,
      latencyMs: current.kind === "calibration" && current.phase !== "listening" && current.phase !== "armed" ? calibrationOf(current) : null,
      verdict: current.kind === "calibration" && current.phase !== "listening" && current.phase !== "armed" ? verdictOf(current) : null,
      recording: current.recording,
    });
  }, []);

  const onListen = useCallback(
    (event: ListenerEvent) => {
      const current = take.current;
      if (event.type !== "onset" || !current || (current.phase !== "armed" && current.phase !== "listening") || !engine.current) return;
      current.onsets.push(event.frame / engine.current.context.sampleRate);
      if (current.phase === "listening" && current.kind === "take") heardRef.current?.();
      if (current.phase === "listening") publish(current);
    },
    [publish],
  );
  const listener = useListener(getContext, "onsets", onListen);

  const onStep = useCallback((step: ScheduledStep) => {
    const context = engine.current?.context;
    if (!context) return;
    if (step.onBeat) {
      const delay = Math.max(0, (step.time - context.currentTime) * 1000);
      setTimeout(() => {
        beatCount.current += 1;
        setBeat({ bar: step.bar, beat: step.beat, count: beatCount.current });
      }, delay);
    }
    const current = take.current;
    if (!current || !step.onBeat) return;
    if (current.phase === "armed" && (current.kind === "calibration" || step.beat === 0)) current.phase = "listening";
    if (current.phase === "listening" && current.beats.length < current.beatTarget) {
      current.beats.push(step.time);
      if (current.beats.length === current.beatTarget) current.endsAt = step.time + 30 / current.bpm + 0.15;
    }
  }, []);

  const finish = useCallback(() => {
    const current = take.current;
    if (!current) return;
    if (current.kind === "calibration") {
      const measured = calibrationOf(current);
      current.phase = measured === null ? "failed" : "done";
      if (measured !== null) setLatency(saveLatency(measured));
    } else {
      current.phase = "done";
      const recording = recorder.current;
      recorder.current = null;
      void recording?.stop().then((sound) => {
        // The student may have started another take meanwhile: then this sound is not theirs to hear.
        if (take.current !== current) {
          if (sound) URL.revokeObjectURL(sound.url);
          return;
        }
        current.recording = sound;
        publish(current);
      });
    }
    publish(current);
  }, [publish]);

  /** Drops the current take's recording (a new take, a cancel, leaving the page). */
  const dropRecording = useCallback(() => {
    recorder.current?.cancel();
    recorder.current = null;
    const url = take.current?.recording?.url;
    if (url) URL.revokeObjectURL(url);
  }, []);

  // While a take listens: refresh the live figures and end it after its last beat.
  const active = view?.phase === "armed" || view?.phase === "listening";
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const current = take.current;
      const context = engine.current?.context;
      if (!current || !context) return;
      if (current.endsAt !== null && context.currentTime >= current.endsAt) finish();
      else publish(current);
    }, 150);
    return () => clearInterval(timer);
  }, [active, finish, publish]);

  const start = useCallback(async () => {
    const context = getContext();
    if (!engine.current) {
      const { MetronomeEngine } = await import("@/features/practice/audio/metronome-engine");
      engine.current = new MetronomeEngine(context, settingsRef.current, onStep);
    }
    await engine.current.start();
    setRunning(true);
  }, [getContext, onStep]);

  const stop = useCallback(() => {
    engine.current?.stop();
    setRunning(false);
    setBeat(null);
    listener.stop();
    if (take.current && (take.current.phase === "armed" || take.current.phase === "listening")) {
      dropRecording();
      take.current = null;
      publish(null);
    }
  }, [listener, publish, dropRecording]);

  const toggle = useCallback(() => (engine.current?.running ? stop() : void start()), [start, stop]);

  useEffect(
    () => () => {
      engine.current?.dispose();
      dropRecording();
    },
    [dropRecording],
  );

  /** Starts a take (`bars` bars from the next bar) or a calibration (the next 8 beats). */
  const listen = useCallback(
    async (kind: TakeKind, bars: number) => {
      const heard = await listener.start();
      if (!heard) return;
      if (!engine.current?.running) await start();
      // The recorder loads with the first take, like the engine and the microphone's worker.
      const recording = kind === "take" ? await import("@/features/practice/audio/take-recorder") : null;
      const { beatsPerBar, stepsPerBeat } = barShape(settingsRef.current);
      dropRecording();
      const stream = kind === "take" ? listener.stream() : null;
      recorder.current = stream && recording ? recording.startTakeRecorder(stream) : null;
      take.current = {
        kind,
        phase: "armed",
        beatTarget: kind === "calibration" ? CALIBRATION_BEATS : bars * beatsPerBar,
        bpm: settingsRef.current.bpm,
        subdivisions: kind === "calibration" ? 1 : stepsPerBeat,
        latencyMs: readLatency()?.latencyMs ?? 0,
        beats: [],
        onsets: [],
        endsAt: null,
        recording: null,
      };
      publish(take.current);
    },
    [listener, start, publish, dropRecording],
  );

  const cancelTake = useCallback(() => {
    dropRecording();
    take.current = null;
    publish(null);
  }, [publish, dropRecording]);

  return {
    running,
    start,
    stop,
    toggle,
    beat,
    latency,
    take: view,
    listen,
    cancelTake,
    microphone: listener,
  };
}
