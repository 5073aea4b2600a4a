/**
 * What a visitor chose on a course page before creating an account or signing in (a plan
 * length, a level, or everything). It is kept in sessionStorage under
 * `fz.pendingPurchase` so that, once signed in, the commerce feature can put it in the
 * cart and then call `clearPendingPurchase()`. Session storage: it belongs to this tab's
 * visit and disappears with it, so an old intention never resurfaces weeks later.
 */
export const PENDING_PURCHASE_KEY = "fz.pendingPurchase";

export interface PendingPurchase {
  monthSelected: number | null;
  levelSlug: string | null;
  isPurchaseAll: boolean;
  /** The course landing page it was chosen on, when there was one. */
  courseSlug: string | null;
  /** ISO date of the choice. */
  savedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A choice with nothing chosen (a plain "Regístrate") is not stored. */
export function hasChoice(choice: Pick<PendingPurchase, "monthSelected" | "levelSlug" | "isPurchaseAll">): boolean {
  return choice.monthSelected !== null || choice.levelSlug !== null || choice.isPurchaseAll;
}

export function savePendingPurchase(choice: Omit<PendingPurchase, "savedAt">, now: Date = new Date()): void {
  if (!hasChoice(choice)) return;
  try {
    storage()?.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ ...choice, savedAt: now.toISOString() }));
  } catch {
    // Storage full or disabled: the visitor can still choose again in the academy.
  }
}

export function readPendingPurchase(): PendingPurchase | null {
  const raw = storage()?.getItem(PENDING_PURCHASE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPurchase>;
    if (typeof value !== "object" || value === null) return null;
    return {
      monthSelected: typeof value.monthSelected === "number" ? value.monthSelected : null,
      levelSlug: typeof value.levelSlug === "string" ? value.levelSlug : null,
      isPurchaseAll: value.isPurchaseAll === true,
      courseSlug: typeof value.courseSlug === "string" ? value.courseSlug : null,
      savedAt: typeof value.savedAt === "string" ? value.savedAt : "",
    };
  } catch {
    return null;
  }
}

export function clearPendingPurchase(): void {
  storage()?.removeItem(PENDING_PURCHASE_KEY);
}
