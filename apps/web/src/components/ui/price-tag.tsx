import type { Currency } from "@fz/contracts/commerce";
import { byCurrency, includesVat, type Money, SHOP_CURRENCIES } from "@/lib/currency";
import { formatPrice } from "@/lib/money";

/**
 * A price in the visitor's currency (lib/currency): one figure per currency is rendered and
 * `<html data-currency>` shows the chosen one, so a static page and a client page follow
 * the same switch. A currency the product is not sold in shows nothing (issue 35: no peso
 * amount among dollar prices); the plan around it hides itself too (`currencyOnlyProps`).
 */
export function PriceTag({
  prices,
  prefix,
  vatNote = false,
  className,
}: {
  /** The product's prices, at most one per currency (or one per currency after filtering). */
  prices: Partial<Record<Currency, Money>> | readonly Money[];
  prefix?: string;
  /** Adds "IVA incluido" after a peso price. */
  vatNote?: boolean;
  className?: string;
}) {
  const table = Array.isArray(prices) ? byCurrency(prices as readonly Money[]) : (prices as Partial<Record<Currency, Money>>);
  const available = SHOP_CURRENCIES.filter((currency) => table[currency]);
  if (available.length === 0) return null;
  return (
    <>
      {available.map((currency) => {
        const price = table[currency]!;
        return (
          <span key={currency} data-currency-only={currency} className={className}>
            {prefix}
            {formatPrice(price.amount, price.currency)}
            {vatNote && includesVat(price.currency) ? <span className="font-normal"> · IVA incluido</span> : null}
          </span>
        );
      })}
    </>
  );
}
