import type { OrderView } from "@/features/commerce/api/orders-api";
import { trackEvent } from "@/lib/analytics";
import { analyticsItem } from "@/features/commerce/utils/shop-analytics";

const TRACKED_KEY = "fz.purchasesTracked";
/** Enough to cover a visit; older ids cannot be reloaded into the success page by accident. */
const REMEMBERED = 20;

function trackedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(TRACKED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/**
 * Sends GA4's `purchase` for a paid order, once: reloading the success page (or coming back
 * to it) must not count the sale again. Returns whether it was sent now.
 */
export function trackPurchaseOnce(order: OrderView): boolean {
  if (order.status !== "paid" || typeof window === "undefined") return false;
  const ids = trackedIds();
  if (ids.includes(order.id)) return false;
  try {
    window.sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...ids, order.id].slice(-REMEMBERED)));
  } catch {
    // Without storage a reload may count it twice; not counting it at all would be worse.
  }
  trackEvent("purchase", {
    transaction_id: String(order.id),
    items: order.items.map((item) =>
      analyticsItem({ id: item.productId, kind: item.kind, description: item.description, months: item.months }),
    ),
  });
  return true;
}
