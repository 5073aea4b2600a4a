"use client";

import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { LoopIcon } from "@/components/ui/icons";
import { CAPABILITIES, type EmbedProvider, type EmbedReport } from "@/features/learning/utils/embed-providers";
import { PlayerControls } from "@/features/learning/components/player-controls";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import { NO_LOOP, formatTime, isLoopActive } from "@/features/learning/utils/player-logic";
import { PlayerOverlays } from "@/features/learning/components/player-overlays";
import { ShortcutsHelp } from "@/features/learning/components/shortcuts-help";
import { useAbLoop } from "@/features/learning/hooks/use-ab-loop";
import { useEmbedReports, useEmbeddedPlayer } from "@/features/learning/hooks/use-embedded-player";
import { useFullscreen } from "@/features/learning/hooks/use-fullscreen";
import { usePlayback } from "@/features/learning/hooks/use-playback";
import { usePlayerCommands } from "@/features/learning/hooks/use-player-commands";
import { usePlayerShortcuts } from "@/features/learning/hooks/use-player-shortcuts";
import type { PlayableVideoItem } from "@/lib/academy-types";
import { cx } from "@/lib/cx";

/**
 * The practice player: speed from 0.5× to 1.25×, an A–B loop of a passage, a mirror image
 * to follow the teacher's hands, and keyboard shortcuts. Self-hosted files play in a
 * <video>; YouTube and Vimeo are driven through their iframe message APIs, with the
 * features their players allow (see `CAPABILITIES`).
 *
 * The pieces: `useEmbeddedPlayer` (the iframe), `usePlayback` (one set of verbs over either
 * medium), `useAbLoop`, `usePlayerCommands` (what each button and key does) and
 * `usePlayerShortcuts`; `PlayerControls`, `PlayerOverlays` and `ShortcutsHelp` draw it.
 */
export function PracticePlayer({
  video,
  title,
  onReload,
  handleRef,
}: {
  video: PlayableVideoItem;
  title: string;
  /** Lets the topic's score follow and drive the player (a stable ref object). */
  handleRef?: PlayerHandleRef;
  /** Asks for a fresh video link (self-hosted links are signed and expire after hours). */
  onReload?: () => void;
}) {
  const provider = video.provider;
  const embed: EmbedProvider | null = provider === "self_hosted" ? null : provider;
  const capabilities = CAPABILITIES[provider];
  const speeds = capabilities.speeds;

  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const ids = { help: useId(), speed: useId(), seek: useId() };

  const embedded = useEmbeddedPlayer(embed, video.embedUrl);
  const playback = usePlayback(embed, embedded.post, video.durationSeconds ?? 0, speeds);
  const { videoRef, playing, time, duration, rate, muted, rateRef, seek, toggleMute, syncReport } = playback;
  const { setPlaying, setTime, setDuration, setRate, setMuted } = playback;
  const abLoop = useAbLoop(playback);
  const { loop, onEnded } = abLoop;
  const { run, changeRate, mirror, help, flash, announcement } = usePlayerCommands(playback, abLoop, speeds);
  usePlayerShortcuts(run);

  const { currentTime, playingRef, play, pause, applyRate } = playback;
  const { updateLoop } = abLoop;
  useEffect(() => {
    if (!handleRef) return;
    handleRef.current = {
      currentTime,
      isPlaying: () => playingRef.current,
      seek,
      setLoop: (range) => {
        updateLoop(range ? { a: range.a, b: range.b } : NO_LOOP);
        if (range) {
          seek(range.a);
          play();
        }
      },
      play,
      pause,
      rate: () => rateRef.current,
      setRate: applyRate,
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, currentTime, playingRef, seek, updateLoop, play, pause, rateRef, applyRate]);
  const { fullscreen, canFullscreen, toggleFullscreen } = useFullscreen(containerRef);

  // --- Embedded providers: their reports arrive as window messages from the iframe. ---
  // Subscribed here rather than in useEmbeddedPlayer: handling a report (an "ended" inside
  // the loop seeks and plays) needs the verbs, and the verbs need the hook's `post`.

  const applyReport = useCallback(
    (report: EmbedReport) => {
      syncReport(report);
      if (report.ended) onEnded();
    },
    [syncReport, onEnded],
  );
  useEmbedReports(embed, embedded, applyReport);

  const mediaStyle: CSSProperties = mirror ? { transform: "scaleX(-1)" } : {};

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={`Reproductor de práctica: ${title}`}
      className={cx(
        "overflow-hidden rounded-2xl bg-secondary text-white shadow-lg shadow-black/10",
        fullscreen && "flex h-full flex-col rounded-none",
      )}
    >
      <div className={cx("relative bg-black", fullscreen ? "min-h-0 flex-1" : "aspect-video")}>
        {embed ? (
          embedded.src ? (
            <iframe
              key={embedded.frameKey}
              ref={embedded.iframeRef}
              src={embedded.src}
              title={`Video: ${title}`}
              onLoad={embedded.onFrameLoad}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
              style={mediaStyle}
            />
          ) : null
        ) : (
          <video
            ref={videoRef}
            src={video.src ?? undefined}
            playsInline
            preload="metadata"
            aria-label={`Video: ${title}`}
            className="absolute inset-0 size-full cursor-pointer object-contain"
            style={mediaStyle}
            onClick={() => run("togglePlay")}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={onEnded}
            onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
            onLoadedMetadata={(event) => {
              const media = event.currentTarget;
              if (Number.isFinite(media.duration)) setDuration(media.duration);
              media.playbackRate = rateRef.current;
              setFailed(false);
            }}
            onDurationChange={(event) => {
              if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
            }}
            onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            onError={() => setFailed(true)}
          />
        )}

        <PlayerOverlays
          showPlay={!embed && !playing && !failed}
          onPlay={() => run("togglePlay")}
          flash={flash}
          unreachable={embed && embedded.unreachable ? embed : null}
          onRetry={embedded.retry}
          failed={failed}
          onReload={onReload}
        />
      </div>

      {/* Contained (layout and paint): the seek bar changes four times a second while the video plays,
          and this keeps the relayout and repaint in this box (focus rings fit in its padding). */}
      <div className="flex flex-col gap-2 px-3 pt-3 pb-2 [contain:layout_paint] sm:px-4">
        <PlayerControls
          ids={ids}
          time={time}
          duration={duration}
          loop={loop}
          playing={playing}
          muted={muted}
          rate={rate}
          speeds={speeds}
          capabilities={capabilities}
          mirror={mirror}
          help={help}
          fullscreen={fullscreen}
          canFullscreen={canFullscreen}
          run={run}
          onSeek={seek}
          onRateChange={changeRate}
          onToggleMute={embed ? undefined : toggleMute}
          onToggleFullscreen={toggleFullscreen}
        />

        {loop.a !== null ? (
          <p className="flex items-center gap-2 px-1 text-sm text-neutral-200" data-testid="loop-status">
            <LoopIcon className="size-4 text-primary" />
            {isLoopActive(loop)
              ? `Bucle A–B: ${formatTime(loop.a, true)} → ${formatTime(loop.b ?? 0, true)}. Se repite sin pausa.`
              : `Inicio (A) en ${formatTime(loop.a, true)}. Marca el final (B) para repetir el pasaje.`}
          </p>
        ) : null}

        <ShortcutsHelp id={ids.help} open={help} note={capabilities.note} />

        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
