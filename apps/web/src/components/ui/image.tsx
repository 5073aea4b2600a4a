"use client";

import NextImage from "next/image";
import { useState, type CSSProperties } from "react";

/**
 * The optimiser only reads files the web app serves itself: uploads live behind the API
 * (`/api/media/...`) and covers may be remote URLs, so those are shown as they are.
 */
export function isOptimizable(src: string): boolean {
  return src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/api/");
}

export type ImageLayout = "responsive" | "fixed" | "fill";

export interface ImageProps {
  alt: string;
  src: string;
  fallbackSrc?: string;
  width?: number;
  height?: number;
  /** 'responsive' (default): width and height 100% of the container. */
  layout?: ImageLayout;
  className?: string;
  style?: CSSProperties;
  /** Default quality 75 (spec §9), the only one the optimiser is configured to accept. */
  quality?: number;
  /**
   * The page's likely largest paint (one image per page, above the fold): loaded eagerly,
   * preloaded from the document's head and fetched at high priority. Next.js 16's own
   * `priority` only preloads, and an image preload without `fetchpriority` starts at low
   * priority, behind the scripts (Lighthouse: "fetchpriority=high should be applied").
   */
  priority?: boolean;
  sizes?: string;
}

/**
 * next/image (the optimiser at `/_next/image?url=&w=&q=`) with the spec's fallback rule:
 * on a load error it switches ONCE to `fallbackSrc`; if that fails too it stays, so a
 * broken fallback cannot loop.
 */
export function Image({
  alt,
  src,
  fallbackSrc,
  width,
  height,
  layout = "responsive",
  className,
  style,
  quality = 75,
  priority,
  sizes,
}: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Derived, so a new `src` prop starts over without an effect.
  const currentSrc = failedSrc === src && fallbackSrc ? fallbackSrc : src;

  const handleError = () => {
    if (fallbackSrc && failedSrc !== src) setFailedSrc(src);
  };

  const common = {
    alt,
    src: currentSrc,
    className,
    quality,
    ...(priority ? { preload: true, fetchPriority: "high" as const } : {}),
    onError: handleError,
    unoptimized: !isOptimizable(currentSrc),
  };

  if (layout === "fill" || (layout === "responsive" && (!width || !height))) {
    return <NextImage {...common} fill sizes={sizes ?? "100vw"} style={{ objectFit: "cover", ...style }} />;
  }
  if (layout === "responsive") {
    return (
      <NextImage
        {...common}
        width={width}
        height={height}
        sizes={sizes ?? "100vw"}
        style={{ width: "100%", height: "100%", ...style }}
      />
    );
  }
  return <NextImage {...common} width={width} height={height} sizes={sizes} style={style} />;
}
