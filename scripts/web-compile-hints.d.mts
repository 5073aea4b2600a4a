// Types for scripts/web-compile-hints.mjs (run by Node after `next build`, tested from apps/web).
export const COMPILE_HINT: string;
export function withCompileHint(code: string): string;
export function shiftedSourceMap<T extends { mappings?: string; sections?: { offset: { line: number; column: number } }[] }>(map: T): T;
export function firstLoadScripts(distDir: string): string[];
export function addCompileHints(distDir: string): number;
