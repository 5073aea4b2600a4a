"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import {
  commandMessages,
  parseEmbedMessage,
  providerOfOrigin,
  withPlayerApi,
  type EmbedCommand,
  type EmbedProvider,
  type EmbedReport,
} from "@/features/learning/utils/embed-providers";

/** Knocks on an embedded player (every 300 ms) before telling the student it cannot be reached. */
const EMBED_KNOCKS = 20;
/**
 * A frame whose page never loads (the provider blocked or unreachable) fires no `load` at
 * all: after this long without one, the student is told instead of facing a blank frame.
 */
export const EMBED_LOAD_TIMEOUT_MS = 12_000;

export interface EmbeddedPlayer {
  iframeRef: RefObject<HTMLIFrameElement | null>;
  /** The embed URL with the provider's API switched on; null until the page origin is known. */
  src: string | null;
  /** Sends a command into the iframe (nothing for a self-hosted video or before the frame exists). */
  post: (command: EmbedCommand) => void;
  /** The iframe's `onLoad`: starts knocking until the provider's player answers. */
  onFrameLoad: () => void;
  /** The provider's player never answered (no connection to YouTube or Vimeo). */
  unreachable: boolean;
  /** The iframe's `key`: a new one replaces the frame that failed. */
  frameKey: number;
  /** "Intentar de nuevo": a fresh frame, knocked on from the start. */
  retry: () => void;
  /** The provider's player has spoken: stop knocking and drop the "unreachable" notice. */
  answered: () => void;
}

/**
 * The iframe side of the practice player for YouTube and Vimeo: the embed URL, commands
 * posted into the frame, and knocking on the player inside until it answers. Its reports
 * come back through `useEmbedReports`, which the player subscribes once its verbs exist.
 */
export function useEmbeddedPlayer(embed: EmbedProvider | null, embedUrl: string | null | undefined): EmbeddedPlayer {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [origin, setOrigin] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [frameKey, setFrameKey] = useState(0);
  const connected = useRef(false);

  useEffect(() => {
    // Known only in the browser: the page origin the embed API answers to.
    setOrigin(window.location.origin);
  }, []);

  const src = useMemo(
    () => (embed && embedUrl && origin ? withPlayerApi(embed, embedUrl, origin) : null),
    [embed, embedUrl, origin],
  );
  const srcOrigin = useMemo(() => {
    if (!src) return null;
    try {
      return new URL(src).origin;
    } catch {
      return null;
    }
  }, [src]);

  const post = useCallback(
    (command: EmbedCommand) => {
      const frame = iframeRef.current?.contentWindow;
      if (!embed || !frame || !srcOrigin) return;
      for (const message of commandMessages(embed, command)) frame.postMessage(message, srcOrigin);
    },
    [embed, srcOrigin],
  );

  const loaded = useRef(false);
  useEffect(() => {
    if (!src) return;
    loaded.current = false;
    const timer = window.setTimeout(() => {
      if (!loaded.current) setUnreachable(true);
    }, EMBED_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [src, frameKey]);

  const onFrameLoad = useCallback(() => {
    loaded.current = true;
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

  const retry = useCallback(() => {
    setUnreachable(false);
    setFrameKey((key) => key + 1);
  }, []);

  const answered = useCallback(() => {
    connected.current = true;
    setUnreachable(false);
  }, []);

  return { iframeRef, src, post, onFrameLoad, unreachable, frameKey, retry, answered };
}

/**
 * The provider's reports (time, duration, state, rate) arrive as window messages; only
 * those from this player's own frame and provider count.
 */
export function useEmbedReports(
  embed: EmbedProvider | null,
  { iframeRef, answered }: Pick<EmbeddedPlayer, "iframeRef" | "answered">,
  onReport: (report: EmbedReport) => void,
): void {
  useEffect(() => {
    if (!embed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframeRef.current?.contentWindow) return;
      if (providerOfOrigin(event.origin) !== embed) return;
      const report = parseEmbedMessage(embed, event.data);
      if (!report) return;
      answered();
      onReport(report);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [embed, iframeRef, answered, onReport]);
}
