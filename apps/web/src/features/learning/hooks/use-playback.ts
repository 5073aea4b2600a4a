"use client";

import { useCallback, useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { predictTime, type EmbedCommand, type EmbedProvider, type EmbedReport } from "@/features/learning/utils/embed-providers";
import { DEFAULT_SPEED, clampTime, nearestSpeedIndex } from "@/features/learning/utils/player-logic";

/**
 * The playing time, kept out of React state: it changes four times a second while the video
 * plays and only the seek bar shows it, so the player does not re-render for it (issue 39's
 * «no task over 50 ms while the score follows the video»).
 */
export interface TimeStore {
  get: () => number;
  set: (seconds: number) => void;
  subscribe: (listener: () => void) => () => void;
}

function createTimeStore(): TimeStore {
  let seconds = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => seconds,
    set(next) {
      if (next === seconds) return;
      seconds = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface Playback {
  videoRef: RefObject<HTMLVideoElement | null>;
  playing: boolean;
  time: TimeStore;
  duration: number;
  rate: number;
  muted: boolean;
  /** Read by the animation-frame loop and the key handler without re-subscribing. */
  playingRef: RefObject<boolean>;
  rateRef: RefObject<number>;
  setPlaying: Dispatch<SetStateAction<boolean>>;
  setTime: (seconds: number) => void;
  setDuration: Dispatch<SetStateAction<number>>;
  setRate: Dispatch<SetStateAction<number>>;
  setMuted: Dispatch<SetStateAction<boolean>>;
  currentTime: () => number;
  seek: (target: number) => void;
  play: () => void;
  pause: () => void;
  /** Only a self-hosted video has a sound switch of ours (`muted` follows the element). */
  toggleMute: () => void;
  /** Changes the speed on the element or in the iframe (what the student hears is up to the caller). */
  applyRate: (next: number) => void;
  /** Takes in an embedded provider's report, except its "ended" (that one is the loop's business). */
  syncReport: (report: EmbedReport) => void;
}

/**
 * The controller: one set of verbs over the <video> element or the iframe, and the playback
 * state they keep. Between an embedded provider's reports the current time is predicted.
 */
export function usePlayback(
  embed: EmbedProvider | null,
  post: (command: EmbedCommand) => void,
  initialDuration: number,
  speeds: readonly number[],
): Playback {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time] = useState(createTimeStore);
  const setTime = time.set;
  const [duration, setDuration] = useState(initialDuration);
  const [rate, setRate] = useState(DEFAULT_SPEED);
  const [muted, setMuted] = useState(false);

  // The animation-frame loop and message handlers read these without re-subscribing.
  const playingRef = useRef(playing);
  const rateRef = useRef(rate);
  const reportRef = useRef({ time: 0, at: 0 });
  useLayoutEffect(() => {
    playingRef.current = playing;
    rateRef.current = rate;
  }, [playing, rate]);

  const currentTime = useCallback((): number => {
    if (!embed) return videoRef.current?.currentTime ?? 0;
    return predictTime(reportRef.current, performance.now(), playingRef.current, rateRef.current);
  }, [embed]);

  const seek = useCallback(
    (target: number) => {
      const to = clampTime(target, duration);
      if (!embed) {
        if (videoRef.current) videoRef.current.currentTime = to;
      } else {
        post({ kind: "seek", seconds: to });
        reportRef.current = { time: to, at: performance.now() };
      }
      setTime(to);
    },
    [embed, duration, post, setTime],
  );

  const play = useCallback(() => {
    if (!embed) {
      // A rejected play() (autoplay rules, no source) leaves the paused state as it is.
      void videoRef.current?.play().catch(() => undefined);
    } else {
      post({ kind: "play" });
    }
  }, [embed, post]);

  const pause = useCallback(() => {
    if (!embed) videoRef.current?.pause();
    else post({ kind: "pause" });
  }, [embed, post]);

  const toggleMute = useCallback(() => {
    if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
  }, []);

  const applyRate = useCallback(
    (next: number) => {
      if (!embed) {
        if (videoRef.current) videoRef.current.playbackRate = next;
      } else {
        post({ kind: "rate", rate: next });
      }
      rateRef.current = next;
      setRate(next);
    },
    [embed, post],
  );

  const syncReport = useCallback(
    (report: EmbedReport) => {
      if (report.time !== undefined) {
        reportRef.current = { time: report.time, at: performance.now() };
        setTime(report.time);
      }
      if (report.duration !== undefined && report.duration > 0) setDuration(report.duration);
      if (report.rate !== undefined) setRate(speeds[nearestSpeedIndex(report.rate, speeds)] ?? report.rate);
      if (report.playing !== undefined) setPlaying(report.playing);
    },
    [speeds, setTime],
  );

  return {
    videoRef,
    playing,
    time,
    duration,
    rate,
    muted,
    playingRef,
    rateRef,
    setPlaying,
    setTime,
    setDuration,
    setRate,
    setMuted,
    currentTime,
    seek,
    play,
    pause,
    toggleMute,
    applyRate,
    syncReport,
  };
}
