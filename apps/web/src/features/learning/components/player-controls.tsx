"use client";

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
import type { ProviderCapabilities } from "@/features/learning/utils/embed-providers";
import {
  SKIP_SECONDS,
  formatSpeed,
  nearestSpeedIndex,
  type LoopRange,
  type PlayerCommand,
} from "@/features/learning/utils/player-logic";
import { memo } from "react";
import { SeekBar } from "@/features/learning/components/seek-bar";
import type { TimeStore } from "@/features/learning/hooks/use-playback";
import { cx } from "@/lib/cx";

const controlButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40";
const pressedButton = "aria-pressed:bg-primary aria-pressed:text-secondary aria-pressed:hover:bg-primary-dark";

/** What the buttons show and do (the seek bar reads the time on its own). */
interface ButtonProps {
  speedId: string;
  helpId: string;
  loop: LoopRange;
  playing: boolean;
  muted: boolean;
  rate: number;
  speeds: readonly number[];
  capabilities: Pick<ProviderCapabilities, "loop" | "mirror">;
  mirror: boolean;
  help: boolean;
  fullscreen: boolean;
  canFullscreen: boolean;
  run: (command: PlayerCommand) => void;
  onRateChange: (rate: number) => void;
  /** Only for a self-hosted video: embedded providers keep their own sound control. */
  onToggleMute?: () => void;
  onToggleFullscreen: () => void;
}

/**
 * The practice player's control bar: the seek bar, then play and skip, sound, speed, the
 * A–B loop, mirror, shortcuts and fullscreen. A button with a shortcut runs the same command as its key.
 * The time changes four times a second while the video plays: only the seek bar follows it, the
 * buttons re-render when what they show changes.
 */
export function PlayerControls({
  ids,
  time,
  duration,
  loop,
  onSeek,
  ...buttons
}: Omit<ButtonProps, "speedId" | "helpId"> & {
  ids: { seek: string; speed: string; help: string };
  time: TimeStore;
  duration: number;
  onSeek: (target: number) => void;
}) {
  return (
    <>
      <SeekBar id={ids.seek} time={time} duration={duration} loop={loop} onSeek={onSeek} />
      <ControlButtons speedId={ids.speed} helpId={ids.help} loop={loop} {...buttons} />
    </>
  );
}

const ControlButtons = memo(function ControlButtons({
  speedId,
  helpId,
  loop,
  playing,
  muted,
  rate,
  speeds,
  capabilities,
  mirror,
  help,
  fullscreen,
  canFullscreen,
  run,
  onRateChange,
  onToggleMute,
  onToggleFullscreen,
}: ButtonProps) {
  return (
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
        {onToggleMute ? (
          <button type="button" className={controlButton} onClick={onToggleMute} aria-label={muted ? "Activar sonido" : "Silenciar"}>
            {muted ? <MutedIcon className="size-6" /> : <VolumeIcon className="size-6" />}
          </button>
        ) : null}
        <label htmlFor={speedId} className="sr-only">
          Velocidad de reproducción
        </label>
        <select
          id={speedId}
          value={speeds[nearestSpeedIndex(rate, speeds)]}
          onChange={(event) => onRateChange(Number(event.target.value))}
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
          aria-controls={helpId}
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
            onClick={onToggleFullscreen}
            aria-label={fullscreen ? "Salir de pantalla completa" : "Pantalla completa"}
          >
            {fullscreen ? <ExitFullscreenIcon className="size-6" /> : <FullscreenIcon className="size-6" />}
          </button>
        ) : null}
      </div>
    </div>
  );
});
