import { createHash } from "node:crypto";

/**
 * A token of the order (and set) of a list of ids: whoever reorders sends back the token
 * they read, and a different one means someone changed the list meanwhile.
 */
export function versionOf(ids: number[]): string {
  return createHash("sha256").update(ids.join(",")).digest("hex").slice(0, 16);
}

/** `ids` moved so that `id` ends at 1-based `position` (clamped to the list). */
export function moveTo(ids: number[], id: number, position: number): number[] {
  const rest = ids.filter((x) => x !== id);
  const index = Math.max(0, Math.min(rest.length, position - 1));
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}
