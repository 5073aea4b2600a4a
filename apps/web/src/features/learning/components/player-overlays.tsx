"use client";

import { PlayIcon } from "@/components/ui/icons";
import type { EmbedProvider } from "@/features/learning/utils/embed-providers";

/**
 * What the practice player lays over the video: the big play button, the short feedback for
 * the last command, and what to do when the provider cannot be reached or the file fails.
 */
export function PlayerOverlays({
  showPlay,
  onPlay,
  flash,
  unreachable,
  onRetry,
  failed,
  onReload,
}: {
  /** A self-hosted video that is paused and loaded. */
  showPlay: boolean;
  onPlay: () => void;
  flash: { text: string; key: number } | null;
  /** The embedded provider whose player never answered, if any. */
  unreachable: EmbedProvider | null;
  onRetry: () => void;
  /** The self-hosted file did not load. */
  failed: boolean;
  onReload?: () => void;
}) {
  return (
    <>
      {showPlay ? (
        <button
          type="button"
          onClick={onPlay}
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

      {unreachable ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-secondary p-6 text-center" role="alert">
          <p className="max-w-sm font-semibold">
            No pudimos conectar con el reproductor de {unreachable === "youtube" ? "YouTube" : "Vimeo"}. Revisa tu conexión a
            internet e inténtalo de nuevo.
          </p>
          <button
            type="button"
            onClick={onRetry}
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
    </>
  );
}
