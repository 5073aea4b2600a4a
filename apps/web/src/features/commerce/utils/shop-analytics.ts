import { planLabel } from "@/config/courses";
import type { AnalyticsItem } from "@/lib/analytics";

/** The fields of a product (cart item or order line) that GA4's `items` carry. */
interface Sold {
  id: number | null;
  kind: string;
  description: string;
  label?: string | null;
  months?: number | null;
}

/**
 * A product as a GA4 item. No price: spec §3 has the commerce events sent with currency USD
 * and value 0, and an item price in pesos beside a USD currency would mislead the reports.
 */
export function analyticsItem(sold: Sold): AnalyticsItem {
  return {
    item_id: sold.id === null ? sold.kind : String(sold.id),
    item_name: sold.description,
    item_category: sold.kind,
    ...(sold.label ? { item_variant: sold.label } : sold.months ? { item_variant: planLabel(sold.months) } : {}),
    quantity: 1,
  };
}
