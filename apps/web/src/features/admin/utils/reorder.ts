/**
 * Topic order in the catalogue editor. Every change produces the level's whole new order,
 * which is sent with the version read (the API refuses it if someone reordered meanwhile).
 */

/** `ids` with the item at `index` moved one place up or down; the same list at an edge. */
export function moveByStep<T>(items: readonly T[], index: number, direction: "up" | "down"): T[] {
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * The order after dropping `draggedId` on `targetId`: before it when dropped on its upper
 * half, after it on its lower half. Unknown ids or a drop on itself change nothing.
 */
export function dropOn(ids: readonly number[], draggedId: number, targetId: number, placement: "before" | "after"): number[] {
  if (draggedId === targetId || !ids.includes(draggedId) || !ids.includes(targetId)) return [...ids];
  const without = ids.filter((id) => id !== draggedId);
  const at = without.indexOf(targetId) + (placement === "after" ? 1 : 0);
  return [...without.slice(0, at), draggedId, ...without.slice(at)];
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Puts records in the order of `ids` (records missing from `ids` keep their place at the end). */
export function arrange<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  return [...ordered, ...items.filter((item) => !ids.includes(item.id))];
}
