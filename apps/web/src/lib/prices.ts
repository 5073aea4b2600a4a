/** A price as the catalogue lists it (camelCased wire `price`). */
export interface PriceLike {
  months: number | null;
  amount: string;
  currency: string;
}

/** The cheapest price among several lists (one per level), or null when none is priced. */
export function lowestPrice(lists: readonly (readonly PriceLike[])[]): PriceLike | null {
  let lowest: PriceLike | null = null;
  for (const prices of lists) {
    for (const price of prices) {
      const amount = Number(price.amount);
      if (!Number.isFinite(amount) || amount <= 0) continue;
      if (lowest === null || amount < Number(lowest.amount)) lowest = price;
    }
  }
  return lowest;
}

/** Lowest and highest amount and how many prices, for the Course offers of JSON-LD. */
export function priceRange(lists: readonly (readonly PriceLike[])[]) {
  const prices = lists.flat().filter((price) => Number(price.amount) > 0);
  if (prices.length === 0) return null;
  const amounts = prices.map((price) => Number(price.amount));
  return { low: Math.min(...amounts), high: Math.max(...amounts), currency: prices[0]!.currency, count: prices.length };
}

/** The price of a plan of `months` among a level's prices. */
export function priceForMonths(prices: readonly PriceLike[], months: number): PriceLike | null {
  return prices.find((price) => price.months === months) ?? null;
}
