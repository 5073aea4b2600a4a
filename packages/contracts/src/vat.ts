/**
 * Colombia's IVA (19 %), included in every peso price (decision 018). Dollar prices are for
 * buyers abroad and carry none. No zod here: public pages import it (decision 009).
 */
export const VAT_RATE_PERCENT = 19;

/** Whether a price in `currency` includes IVA. */
export function includesVat(currency: string): boolean {
  return currency === "COP";
}

/**
 * The IVA inside a total that includes it, in minor units: total × 19/119, rounded to the whole
 * peso (pesos have no centavos on screen, so the figure stated is the figure stored).
 */
export function vatIncludedMinor(amountMinor: number, currency: string): number {
  if (!includesVat(currency)) return 0;
  const peso = 100;
  return Math.round((amountMinor * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT) / peso) * peso;
}
