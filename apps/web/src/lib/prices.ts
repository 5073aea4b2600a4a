/** A price as the catalogue lists it (camelCased wire `price`). */
export interface PriceLike {
  months: number | null;
  amount: string;
  currency: string;
}

/**
 * Lowest and highest amount and how many prices, for the Course offers of JSON-LD, in one
 * currency (pesos, the shop's default): amounts in different currencies never mix.
 */
export function priceRange(lists: readonly (readonly PriceLike[])[], currency = "COP") {
  const prices = lists.flat().filter((price) => price.currency === currency && Number(price.amount) > 0);
  if (prices.length === 0) return null;
  const amounts = prices.map((price) => Number(price.amount));
  return { low: Math.min(...amounts), high: Math.max(...amounts), currency: prices[0]!.currency, count: prices.length };
}

/** Every currency's price of a plan of `months` among a level's prices. */
export function pricesForMonths<P extends PriceLike>(prices: readonly P[], months: number): P[] {
  return prices.filter((price) => price.months === months);
}
