"use client";

import { useCallback, useEffect, useState, type RefObject } from "react";

/** Fullscreen for one element: whether the browser allows it, whether it is on, and the toggle. */
export function useFullscreen(elementRef: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);

  useEffect(() => {
    // Known only in the browser: fullscreen support.
    setCanFullscreen(Boolean(document.fullscreenEnabled));
    const onChange = () => setFullscreen(document.fullscreenElement === elementRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [elementRef]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void elementRef.current?.requestFullscreen().catch(() => undefined);
  }, [elementRef]);

  return { fullscreen, canFullscreen, toggleFullscreen };
}
