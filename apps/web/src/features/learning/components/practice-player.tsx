"use client";

import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import {
  BackIcon,
  ExitFullscreenIcon,
  ForwardIcon,
  FullscreenIcon,
  KeyboardIcon,
  LoopIcon,
  MirrorIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from "@/components/ui/icons";
import {
  CAPABILITIES,
  commandMessages,
  parseEmbedMessage,
  predictTime,
  providerOfOrigin,
  withPlayerApi,
  type EmbedCommand,
  type EmbedProvider,
  type EmbedReport,
} from "@/features/learning/components/embed-providers";
import {
  DEFAULT_SPEED,
  NO_LOOP,
  SHORTCUTS,
  SKIP_SECONDS,
  clampTime,
  commandForKey,
  formatSpeed,
  formatTime,
  isLoopActive,
  keyBelongsToTarget,
  loopJumpTarget,
  nearestSpeedIndex,
  setLoopEnd,
  setLoopStart,
  skipTarget,
  spokenTime,
  stepSpeed,
  type LoopRange,
  type PlayerCommand,
} from "@/features/learning/components/player-logic";
import type { PlayableVideoItem } from "@/lib/academy-types";
import { cx } from "@/lib/cx";

const controlButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40";
const pressedButton = "aria-pressed:bg-primary aria-pressed:text-secondary aria-pressed:hover:bg-primary-dark";

/** How long the on-video feedback ("0,75×", "Bucle activo") stays visible. */
const FLASH_MS = 1400;

/** Knocks on an embedded player (every 300 ms) before telling the student it cannot be reached. */
const EMBED_KNOCKS = 20;

/**
 * The practice player: speed from 0.5× to 1.25×, an A–B loop of a passage, a mirror image
 * to follow the teacher's hands, and keyboard shortcuts. Self-hosted files play in a
 * <video>; YouTube and Vimeo are driven through their iframe message APIs, with the
 * features their players allow (see `CAPABILITIES`).
 */
export function PracticePlayer({
  video,
  title,
  onReload,
}: {
  video: PlayableVideoItem;
  title: string;
  /** Asks for a fresh video link (self-hosted links are signed and expire after hours). */
  onReload?: () => void;
}) {
  const provider = video.provider;
  const embed: EmbedProvider | null = provider === "self_hosted" ? null : provider;
  const capabilities = CAPABILITIES[provider];
  const speeds = capabilities.speeds;

  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(video.durationSeconds ?? 0);
  const [rate, setRateState] = useState(DEFAULT_SPEED);
  const [loop, setLoop] = useState<LoopRange>(NO_LOOP);
  const [mirror, setMirror] = useState(false);
  const [muted, setMuted] = useState(false);
  const [help, setHelp] = useState(false);
  const [failed, setFailed] = useState(false);
  /** An embedded provider's player never answered (no connection to YouTube or Vimeo). */
  const [unreachable, setUnreachable] = useState(false);
  const [frameKey, setFrameKey] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [origin, setOrigin] = useState<string | null>(null);
  const [flash, setFlash] = useState<{ text: string; key: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // The animation-frame loop and message handlers read these without re-subscribing.
  const loopRef = useRef(loop);
  const playingRef = useRef(playing);
  const rateRef = useRef(rate);
  const mirrorRef = useRef(mirror);
  const reportRef = useRef({ time: 0, at: 0 });
  useLayoutEffect(() => {
    loopRef.current = loop;
    playingRef.current = playing;
    rateRef.current = rate;
    mirrorRef.current = mirror;
  }, [loop, playing, rate, mirror]);

  // Two shortcuts pressed in a row must see each other's effect before React re-renders.
  const updateLoop = useCallback((next: LoopRange) => {
    loopRef.current = next;
    setLoop(next);
  }, []);

  const ids = { help: useId(), speed: useId(), seek: useId() };

  useEffect(() => {
    // Known only in the browser: the page origin the embed API answers to, and fullscreen support.
    setOrigin(window.location.origin);
    setCanFullscreen(Boolean(document.fullscreenEnabled));
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const embedSrc = useMemo(
    () => (embed && video.embedUrl && origin ? withPlayerApi(embed, video.embedUrl, origin) : null),
    [embed, video.embedUrl, origin],
  );
  const embedOrigin = useMemo(() => {
    if (!embedSrc) return null;
    try {
      return new URL(embedSrc).origin;
    } catch {
      return null;
    }
  }, [embedSrc]);

  const post = useCallback(
    (command: EmbedCommand) => {
      const frame = iframeRef.current?.contentWindow;
      if (!embed || !frame || !embedOrigin) return;
      for (const message of commandMessages(embed, command)) frame.postMessage(message, embedOrigin);
    },
    [embed, embedOrigin],
  );

  const say = useCallback((text: string) => {
    setAnnouncement(text);
    setFlash((previous) => ({ text, key: (previous?.key ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  // --- The controller: one set of verbs over the <video> element or the iframe. ---

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
    [embed, duration, post],
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

  const changeRate = useCallback(
    (next: number) => {
      if (!embed) {
        if (videoRef.current) videoRef.current.playbackRate = next;
      } else {
        post({ kind: "rate", rate: next });
      }
      rateRef.current = next;
      setRateState(next);
      say(`Velocidad ${formatSpeed(next)}`);
    },
    [embed, post, say],
  );

  const run = useCallback(
    (command: PlayerCommand) => {
      switch (command) {
        case "togglePlay":
          if (playingRef.current) pause();
          else play();
          return;
        case "back":
          seek(skipTarget(currentTime(), -SKIP_SECONDS, duration));
          say(`−${SKIP_SECONDS} s`);
          return;
        case "forward":
          seek(skipTarget(currentTime(), SKIP_SECONDS, duration));
          say(`+${SKIP_SECONDS} s`);
          return;
        case "slower":
          changeRate(stepSpeed(rateRef.current, -1, speeds));
          return;
        case "faster":
          changeRate(stepSpeed(rateRef.current, 1, speeds));
          return;
        case "setA": {
          const next = setLoopStart(loopRef.current, currentTime(), duration);
          updateLoop(next);
          say(`Inicio del bucle (A) en ${formatTime(next.a ?? 0, true)}`);
          return;
        }
        case "setB": {
          const before = loopRef.current;
          const next = setLoopEnd(before, currentTime(), duration);
          if (next === before) {
            say("El final del bucle (B) debe ir después del inicio (A)");
            return;
          }
          updateLoop(next);
          say(`Bucle activo de ${formatTime(next.a ?? 0, true)} a ${formatTime(next.b ?? 0, true)}`);
          return;
        }
        case "clearLoop":
          if (loopRef.current.a === null) return;
          updateLoop(NO_LOOP);
          say("Bucle quitado");
          return;
        case "toggleMirror":
          mirrorRef.current = !mirrorRef.current;
          setMirror(mirrorRef.current);
          say(mirrorRef.current ? "Modo espejo activado" : "Modo espejo desactivado");
          return;
        case "toggleHelp":
          setHelp((open) => !open);
          return;
      }
    },
    [pause, play, seek, currentTime, duration, changeRate, speeds, say, updateLoop],
  );

  // --- Keyboard shortcuts: anywhere on the page, unless the key belongs to a field or button. ---

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = commandForKey(event);
      if (!command) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Another dialog (the rating prompt) owns the keyboard while it is open.
      if (target?.closest("dialog")) return;
      const info = target
        ? { tagName: target.tagName, type: (target as HTMLInputElement).type, isContentEditable: target.isContentEditable }
        : null;
      if (keyBelongsToTarget(event.key, info)) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [run]);

  // --- The A–B loop: checked every frame while playing, so the jump back is seamless. ---

  useEffect(() => {
    if (!playing || !isLoopActive(loop)) return;
    let frame = 0;
    let timer = 0;
    const check = () => {
      const target = loopJumpTarget(loopRef.current, currentTime());
      if (target !== null) seek(target);
    };
    const tick = () => {
      check();
      // Frames can be far apart (busy or background tab): a timer aimed at B keeps the jump on time.
      window.clearTimeout(timer);
      const active = loopRef.current;
      if (isLoopActive(active)) {
        const ms = ((active.b - currentTime()) / (rateRef.current || 1)) * 1000;
        if (ms > 0 && ms < 250) timer = window.setTimeout(check, ms);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [playing, loop, currentTime, seek]);

  const onEnded = useCallback(() => {
    const target = loopJumpTarget(loopRef.current, Number.POSITIVE_INFINITY, true);
    if (target === null) {
      setPlaying(false);
      return;
    }
    seek(target);
    play();
  }, [seek, play]);

  // --- Embedded providers: their reports arrive as window messages from the iframe. ---

  const applyReport = useCallback(
    (report: EmbedReport) => {
      if (report.time !== undefined) {
        reportRef.current = { time: report.time, at: performance.now() };
        setTime(report.time);
      }
      if (report.duration !== undefined && report.duration > 0) setDuration(report.duration);
      if (report.rate !== undefined) setRateState(speeds[nearestSpeedIndex(report.rate, speeds)] ?? report.rate);
      if (report.playing !== undefined) setPlaying(report.playing);
      if (report.ended) onEnded();
    },
    [speeds, onEnded],
  );

  const connected = useRef(false);
  useEffect(() => {
    if (!embed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframeRef.current?.contentWindow) return;
      if (providerOfOrigin(event.origin) !== embed) return;
      const report = parseEmbedMessage(embed, event.data);
      if (!report) return;
      connected.current = true;
      setUnreachable(false);
      applyReport(report);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [embed, applyReport]);

  const onFrameLoad = useCallback(() => {
    connected.current = false;
    // The player inside may not listen yet when the frame loads: knock until it answers.
    let tries = 0;
    const knock = () => {
      if (connected.current) return;
      if (tries >= EMBED_KNOCKS) {
        setUnreachable(true);
        return;
      }
      tries += 1;
      post({ kind: "listen" });
      window.setTimeout(knock, 300);
    };
    knock();
  }, [post]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void containerRef.current?.requestFullscreen().catch(() => undefined);
  }, []);

  const mediaStyle: CSSProperties = mirror ? { transform: "scaleX(-1)" } : {};
  const loopActive = isLoopActive(loop);
  const percent = (value: number) => (duration > 0 ? `${Math.min(100, (value / duration) * 100)}%` : "0%");

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
          embedSrc ? (
            <iframe
              key={frameKey}
              ref={iframeRef}
              src={embedSrc}
              title={`Video: ${title}`}
              onLoad={onFrameLoad}
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
            onRateChange={(event) => setRateState(event.currentTarget.playbackRate)}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            onError={() => setFailed(true)}
          />
        )}

        {!embed && !playing && !failed ? (
          <button
            type="button"
            onClick={() => run("togglePlay")}
            className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-secondary shadow-xl transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white sm:size-20"
            aria-label="Reproducir"
          >
            <PlayIcon className="size-8 translate-x-0.5 sm:size-10" />
          </button>
        ) : null}

        {flash ? (
          <p
            key={flash.key}
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-1/2 -translate-x-1/2 animate-[fz-fade-in_120ms_ease-out] rounded-full bg-black/75 px-4 py-1.5 text-sm font-semibold whitespace-nowrap"
          >
            {flash.text}
          </p>
        ) : null}

        {embed && unreachable ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/85 p-6 text-center" role="alert">
            <p className="max-w-sm font-semibold">
              No pudimos conectar con el reproductor de {embed === "youtube" ? "YouTube" : "Vimeo"}. Revisa tu conexión a
              internet e inténtalo de nuevo.
            </p>
            <button
              type="button"
              onClick={() => {
                setUnreachable(false);
                setFrameKey((key) => key + 1);
              }}
              className="rounded-full bg-primary px-5 py-2.5 font-semibold text-secondary hover:bg-primary-dark"
            >
              Intentar de nuevo
            </button>
          </div>
        ) : null}

        {failed ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/85 p-6 text-center">
            <p className="max-w-sm font-semibold">No se pudo cargar el video. Puede que el enlace haya caducado.</p>
            {onReload ? (
              <button
                type="button"
                onClick={onReload}
                className="rounded-full bg-primary px-5 py-2.5 font-semibold text-secondary hover:bg-primary-dark"
              >
                Cargar de nuevo
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-2 px-3 pt-3 pb-2 sm:px-4">
        {/* Seek bar, with the looped passage drawn on the track. */}
        <div className="flex items-center gap-3 text-xs font-medium text-neutral-300 tabular-nums sm:text-sm">
          <span aria-hidden="true" className="w-10 text-right">
            {formatTime(time)}
          </span>
          <div className="relative flex h-6 flex-1 items-center">
            <div className="absolute inset-x-0 h-1.5 rounded-full bg-white/20" aria-hidden="true" />
            <div className="absolute left-0 h-1.5 rounded-full bg-primary" style={{ width: percent(time) }} aria-hidden="true" />
            {loop.a !== null ? (
              <div
                aria-hidden="true"
                data-testid="loop-range"
                className="absolute h-3 rounded-sm border-x-2 border-primary bg-primary/35"
                style={{
                  left: percent(loop.a),
                  width: loop.b !== null ? `calc(${percent(loop.b)} - ${percent(loop.a)})` : "2px",
                }}
              />
            ) : null}
            <label htmlFor={ids.seek} className="sr-only">
              Posición del video
            </label>
            <input
              id={ids.seek}
              type="range"
              min={0}
              max={duration > 0 ? duration : 0}
              step={0.1}
              value={Math.min(time, duration || 0)}
              disabled={duration <= 0}
              aria-valuetext={`${spokenTime(time)} de ${spokenTime(duration)}`}
              onChange={(event) => seek(Number(event.target.value))}
              className={cx(
                "relative w-full cursor-pointer appearance-none bg-transparent",
                "[&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow",
                "[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white",
                "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary",
              )}
            />
          </div>
          <span aria-hidden="true" className="w-10">
            {formatTime(duration)}
          </span>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <div className="flex items-center gap-0.5">
            <button type="button" className={controlButton} onClick={() => run("back")} aria-label={`Retroceder ${SKIP_SECONDS} segundos`}>
              <BackIcon className="size-6" />
            </button>
            <button
              type="button"
              className={cx(controlButton, "bg-white/10")}
              onClick={() => run("togglePlay")}
              aria-label={playing ? "Pausar" : "Reproducir"}
            >
              {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
            </button>
            <button type="button" className={controlButton} onClick={() => run("forward")} aria-label={`Adelantar ${SKIP_SECONDS} segundos`}>
              <ForwardIcon className="size-6" />
            </button>
            {!embed ? (
              <button
                type="button"
                className={controlButton}
                onClick={() => {
                  if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
                }}
                aria-label={muted ? "Activar sonido" : "Silenciar"}
              >
                {muted ? <MutedIcon className="size-6" /> : <VolumeIcon className="size-6" />}
              </button>
            ) : null}
            <label htmlFor={ids.speed} className="sr-only">
              Velocidad de reproducción
            </label>
            <select
              id={ids.speed}
              value={speeds[nearestSpeedIndex(rate, speeds)]}
              onChange={(event) => changeRate(Number(event.target.value))}
              className="ml-1 h-10 rounded-full border border-white/25 bg-white/10 px-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary [&>option]:text-secondary"
            >
              {speeds.map((speed) => (
                <option key={speed} value={speed}>
                  {formatSpeed(speed)}
                </option>
              ))}
            </select>
          </div>

          <div className="flex items-center gap-0.5">
            {capabilities.loop ? (
              <div role="group" aria-label="Bucle A–B" className="flex items-center gap-0.5">
                <button
                  type="button"
                  className={cx(controlButton, pressedButton, "w-auto min-w-11 px-2 text-sm font-bold")}
                  aria-pressed={loop.a !== null}
                  onClick={() => run("setA")}
                  aria-label="Marcar inicio del bucle (A)"
                  title="Marcar inicio del bucle (A)"
                >
                  A
                </button>
                <button
                  type="button"
                  className={cx(controlButton, pressedButton, "w-auto min-w-11 px-2 text-sm font-bold")}
                  aria-pressed={loop.b !== null}
                  onClick={() => run("setB")}
                  aria-label="Marcar final del bucle (B)"
                  title="Marcar final del bucle (B)"
                >
                  B
                </button>
                <button
                  type="button"
                  className={controlButton}
                  onClick={() => run("clearLoop")}
                  disabled={loop.a === null}
                  aria-label="Quitar bucle"
                  title="Quitar bucle (L)"
                >
                  <LoopIcon className="size-5" />
                  <span aria-hidden="true" className="-ml-1 text-xs">
                    ✕
                  </span>
                </button>
              </div>
            ) : null}
            {capabilities.mirror ? (
              <button
                type="button"
                className={cx(controlButton, pressedButton)}
                aria-pressed={mirror}
                onClick={() => run("toggleMirror")}
                aria-label="Modo espejo"
                title="Modo espejo (M)"
              >
                <MirrorIcon className="size-6" />
              </button>
            ) : null}
            <button
              type="button"
              className={cx(controlButton, help && "bg-white/15")}
              aria-expanded={help}
              aria-controls={ids.help}
              onClick={() => run("toggleHelp")}
              aria-label="Atajos de teclado"
              title="Atajos de teclado (?)"
            >
              <KeyboardIcon className="size-6" />
            </button>
            {canFullscreen ? (
              <button
                type="button"
                className={controlButton}
                onClick={toggleFullscreen}
                aria-label={fullscreen ? "Salir de pantalla completa" : "Pantalla completa"}
              >
                {fullscreen ? <ExitFullscreenIcon className="size-6" /> : <FullscreenIcon className="size-6" />}
              </button>
            ) : null}
          </div>
        </div>

        {loop.a !== null ? (
          <p className="flex items-center gap-2 px-1 text-sm text-neutral-200" data-testid="loop-status">
            <LoopIcon className="size-4 text-primary" />
            {loopActive
              ? `Bucle A–B: ${formatTime(loop.a, true)} → ${formatTime(loop.b ?? 0, true)}. Se repite sin pausa.`
              : `Inicio (A) en ${formatTime(loop.a, true)}. Marca el final (B) para repetir el pasaje.`}
          </p>
        ) : null}

        <div id={ids.help} hidden={!help} className="mt-1 rounded-xl bg-black/30 p-3 sm:p-4">
          <p className="mb-2 text-sm font-semibold">Atajos de teclado</p>
          <ul className="grid gap-x-6 gap-y-1.5 text-sm text-neutral-200 sm:grid-cols-2">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.command} className="flex items-center gap-2">
                <span className="flex shrink-0 gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd
                      key={key}
                      className="min-w-7 rounded-md border border-white/30 bg-white/10 px-1.5 py-0.5 text-center font-mono text-xs text-white"
                    >
                      {key}
                    </kbd>
                  ))}
                </span>
                <span>{shortcut.label}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-neutral-300">
            Los atajos funcionan en toda la página mientras no estés escribiendo en un campo.
          </p>
          {capabilities.note ? <p className="mt-1 text-xs text-neutral-300">{capabilities.note}</p> : null}
        </div>

        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
