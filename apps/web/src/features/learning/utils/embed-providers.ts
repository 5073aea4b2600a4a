import { SPEED_STEPS } from "@/features/learning/utils/player-logic";

/**
 * Embedded players (YouTube, Vimeo) are driven through their documented postMessage
 * protocols, so no third-party script is loaded: commands go into the iframe, time and
 * state reports come back out. Pure helpers here; the player component does the posting.
 */

export type EmbedProvider = "youtube" | "vimeo";

export interface ProviderCapabilities {
  /** Speeds the provider honours (YouTube rounds anything else to its own steps). */
  speeds: readonly number[];
  /** The A–B loop needs time reports and seeking. */
  loop: boolean;
  mirror: boolean;
  /** What to tell the student about this provider's limits. */
  note: string | null;
}

export const CAPABILITIES: Record<EmbedProvider | "self_hosted", ProviderCapabilities> = {
  self_hosted: { speeds: SPEED_STEPS, loop: true, mirror: true, note: null },
  youtube: {
    speeds: [0.5, 0.75, 1, 1.25],
    loop: true,
    mirror: true,
    note: "Video de YouTube: velocidades de 0,5× a 1,25× en pasos de 0,25; el bucle A–B es aproximado (±0,2 s).",
  },
  vimeo: {
    speeds: SPEED_STEPS,
    loop: true,
    mirror: true,
    note: "Video de Vimeo: el cambio de velocidad depende de la cuenta que publica el video; el bucle A–B es aproximado (±0,2 s).",
  },
};

/** A report from the embedded player, normalised. */
export interface EmbedReport {
  ready?: boolean;
  time?: number;
  duration?: number;
  playing?: boolean;
  ended?: boolean;
  rate?: number;
}

function parseJson(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** Which provider an origin belongs to; messages from anywhere else are ignored. */
export function providerOfOrigin(origin: string): EmbedProvider | null {
  try {
    const host = new URL(origin).hostname;
    if (host === "www.youtube.com" || host === "www.youtube-nocookie.com" || host === "youtube.com") return "youtube";
    if (host === "player.vimeo.com") return "vimeo";
  } catch {
    return null;
  }
  return null;
}

/** The embed URL with the provider's JavaScript API switched on for this page's origin. */
export function withPlayerApi(provider: EmbedProvider, embedUrl: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return embedUrl;
  }
  if (provider === "youtube") {
    url.searchParams.set("enablejsapi", "1");
    url.searchParams.set("origin", origin);
    url.searchParams.set("playsinline", "1");
    url.searchParams.set("rel", "0");
  } else {
    url.searchParams.set("api", "1");
    url.searchParams.set("playsinline", "1");
  }
  return url.toString();
}

export type EmbedCommand =
  | { kind: "listen" }
  | { kind: "play" }
  | { kind: "pause" }
  | { kind: "seek"; seconds: number }
  | { kind: "rate"; rate: number };

/** The messages to post for a command (Vimeo subscribes to events one by one). */
export function commandMessages(provider: EmbedProvider, command: EmbedCommand): string[] {
  if (provider === "youtube") {
    const call = (func: string, args: unknown[] = []) => JSON.stringify({ event: "command", func, args, id: 1, channel: "widget" });
    switch (command.kind) {
      case "listen":
        return [JSON.stringify({ event: "listening", id: 1, channel: "widget" })];
      case "play":
        return [call("playVideo")];
      case "pause":
        return [call("pauseVideo")];
      case "seek":
        return [call("seekTo", [command.seconds, true])];
      case "rate":
        return [call("setPlaybackRate", [command.rate])];
    }
  }
  const call = (method: string, value?: unknown) => JSON.stringify(value === undefined ? { method } : { method, value });
  switch (command.kind) {
    case "listen":
      return ["timeupdate", "play", "pause", "ended", "playbackratechange"].map((event) => call("addEventListener", event));
    case "play":
      return [call("play")];
    case "pause":
      return [call("pause")];
    case "seek":
      return [call("setCurrentTime", command.seconds)];
    case "rate":
      return [call("setPlaybackRate", command.rate)];
  }
}

/** YouTube player states: 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
function youtubeState(state: number | undefined): Pick<EmbedReport, "playing" | "ended"> {
  if (state === undefined) return {};
  return { playing: state === 1 || state === 3, ended: state === 0 };
}

/** A message from the provider's iframe as a report, or null when it says nothing useful. */
export function parseEmbedMessage(provider: EmbedProvider, data: unknown): EmbedReport | null {
  const message = parseJson(data);
  if (!message) return null;
  if (provider === "youtube") {
    const event = message.event;
    if (event === "onReady") return { ready: true };
    if (event === "onStateChange") return youtubeState(num(message.info));
    if (event === "onPlaybackRateChange") return { rate: num(message.info) };
    if (event === "infoDelivery" || event === "initialDelivery") {
      const info = parseJson(message.info);
      if (!info) return null;
      const report: EmbedReport = {
        time: num(info.currentTime),
        duration: num(info.duration),
        rate: num(info.playbackRate),
        ...youtubeState(num(info.playerState)),
      };
      if (event === "initialDelivery") report.ready = true;
      return report;
    }
    return null;
  }
  const event = message.event;
  const payload = parseJson(message.data) ?? {};
  switch (event) {
    case "ready":
      return { ready: true };
    case "timeupdate":
    case "playProgress":
      return { time: num(payload.seconds), duration: num(payload.duration) };
    case "play":
      return { playing: true, ended: false };
    case "pause":
      return { playing: false };
    case "ended":
    case "finish":
      return { playing: false, ended: true };
    case "playbackratechange":
      return { rate: num(payload.playbackRate) };
    default:
      return null;
  }
}

/**
 * The current time between two reports (they arrive a few times a second): the last
 * reported time advanced by the elapsed wall time at the playback rate while playing.
 */
export function predictTime(
  report: { time: number; at: number },
  now: number,
  playing: boolean,
  rate: number,
): number {
  if (!playing) return report.time;
  return report.time + (Math.max(0, now - report.at) / 1000) * rate;
}
