import { ALPHATAB_ASSETS } from "@fz/contracts/alphatab";

export type AlphaTabModule = typeof import("@coderline/alphatab");

let loading: Promise<AlphaTabModule> | null = null;

/**
 * alphaTab, imported from the app's own copy (`/vendor/alphatab/<version>/`, served by the
 * API) and not bundled: it loads only on topics with a score, and beside its module it finds
 * the worker it renders in and the Bravura font, which a bundler would have to be taught to
 * copy (docs/decisions/032-notation.md).
 */
export function loadAlphaTab(): Promise<AlphaTabModule> {
  const url = `${ALPHATAB_ASSETS}alphaTab.mjs`;
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<AlphaTabModule>).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const ALPHATAB_FONT_DIRECTORY = `${ALPHATAB_ASSETS}font/`;
