"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ListenerEvent } from "@/features/practice/audio/listener-messages";
import type { MetronomeEngine } from "@/features/practice/audio/metronome-engine";
import { useAudioContext, useListener } from "@/features/practice/components/use-listener";
import { type MetronomeSettings, type ScheduledStep, barShape } from "@/features/practice/signal/scheduler";
import { type TakeScore, calibrate, scoreTake } from "@/features/practice/signal/score";
import { type LatencyCalibration, readLatency, saveLatency } from "@/features/practice/store/practice-preferences";

/** Beats the calibration listens to. */
export const CALIBRATION_BEATS = 8;

export type TakeKind = "take" | "calibration";
export type TakePhase = "armed" | "listening" | "done" | "failed";

interface Take {
  kind: TakeKind;
  phase: TakePhase;
  beatTarget: number;
  bpm: number;
  latencyMs: number;
  beats: number[];
  onsets: number[];
  endsAt: number | null;
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
}

export interface BeatView {
  bar: number;
  beat: number;
  /** Increments on every beat, to restart the pulse animation. */
  count: number;
}

function scoreOf(take: Take, upTo: number): TakeScore {
  const beats = take.beats.filter((t) => t <= upTo);
  return scoreTake({ beats, onsets: take.onsets, gridBpm: take.bpm, latencyMs: take.kind === "take" ? take.latencyMs : 0 });
}

/**
 * The metronome page's engine and "Escúchame": start/stop, the beat on screen, takes scored
 * against the clicks' audio-clock times (with this device's latency), and the calibration.
 */
export function useMetronome(settings: MetronomeSettings) {
  const getContext = useAudioContext();
  const engine = useRef<MetronomeEngine | null>(null);
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState<BeatView | null>(null);
  const [latency, setLatency] = useState<LatencyCalibration | null>(null);
  const [view, setView] = useState<TakeView | null>(null);
  const take = useRef<Take | null>(null);
  const beatCount = useRef(0);
  const settingsRef = useRef(settings);

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
      latencyMs: current.kind === "calibration" && current.phase !== "listening" && score ? calibrate(score.offsets, 60_000 / current.bpm) : null,
    });
  }, []);

  const onListen = useCallback(
    (event: ListenerEvent) => {
      const current = take.current;
      if (event.type !== "onset" || !current || (current.phase !== "armed" && current.phase !== "listening") || !engine.current) return;
      current.onsets.push(event.frame / engine.current.context.sampleRate);
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
      const measured = calibrate(scoreOf(current, Infinity).offsets, 60_000 / current.bpm);
      current.phase = measured === null ? "failed" : "done";
      if (measured !== null) setLatency(saveLatency(measured));
    } else {
      current.phase = "done";
    }
    publish(current);
  }, [publish]);

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
      take.current = null;
      publish(null);
    }
  }, [listener, publish]);

  const toggle = useCallback(() => (engine.current?.running ? stop() : void start()), [start, stop]);

  useEffect(() => () => engine.current?.dispose(), []);

  /** Starts a take (`bars` bars from the next bar) or a calibration (the next 8 beats). */
  const listen = useCallback(
    async (kind: TakeKind, bars: number) => {
      const heard = await listener.start();
      if (!heard) return;
      if (!engine.current?.running) await start();
      const { beatsPerBar } = barShape(settingsRef.current);
      take.current = {
        kind,
        phase: "armed",
        beatTarget: kind === "calibration" ? CALIBRATION_BEATS : bars * beatsPerBar,
        bpm: settingsRef.current.bpm,
        latencyMs: readLatency()?.latencyMs ?? 0,
        beats: [],
        onsets: [],
        endsAt: null,
      };
      publish(take.current);
    },
    [listener, start, publish],
  );

  const cancelTake = useCallback(() => {
    take.current = null;
    publish(null);
  }, [publish]);

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
