import { academyPaths } from "@/config/academy-navigation";
import type { PendingPurchase } from "@/lib/pending-purchase";
import type { AddToCartInput } from "@/features/commerce/api/cart-types";

/** What the academy does with the choice a visitor made before signing in. */
export type PendingPurchasePlan =
  /** A complete choice (a plan of a level, or of every level): into the cart, then the cart. */
  | { kind: "add"; input: AddToCartInput }
  /** Every level, no length chosen yet: the cart asks for it, with the prices. */
  | { kind: "choose"; href: string }
  /** "Empezar este nivel": not a purchase; the level itself, found by its slug. */
  | { kind: "open-level"; levelSlug: string }
  | { kind: "nothing" };

/** Where the cart page asks for the length of "todos los niveles" of a course. */
export function purchaseAllChooserHref(by: { course?: string | null; level?: string | null }): string {
  const params = new URLSearchParams({ elegir: "todo" });
  if (by.course) params.set("curso", by.course);
  else if (by.level) params.set("nivel", by.level);
  return `${academyPaths.cart}?${params.toString()}`;
}

export function planPendingPurchase(pending: PendingPurchase): PendingPurchasePlan {
  const months = pending.monthSelected;
  if (pending.isPurchaseAll) {
    // The course is the page it was chosen on; any of its levels names it just as well.
    const course = pending.courseSlug ? { courseSlug: pending.courseSlug } : pending.levelSlug ? { levelSlug: pending.levelSlug } : null;
    if (!course) return { kind: "nothing" };
    if (months === null) return { kind: "choose", href: purchaseAllChooserHref({ course: pending.courseSlug, level: pending.levelSlug }) };
    return { kind: "add", input: { kind: "purchase_all", ...course, months } };
  }
  if (pending.levelSlug) {
    if (months === null) return { kind: "open-level", levelSlug: pending.levelSlug };
    return { kind: "add", input: { kind: "level", levelSlug: pending.levelSlug, months } };
  }
  // A length without a level or course names nothing to buy.
  return { kind: "nothing" };
}
