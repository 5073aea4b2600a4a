import { CURRENCY_EXPONENT } from "@fz/contracts/commerce";

/** Digits shown per currency: pesos never show centavos on screen or in e-mails (issue 35), dollars always show cents. */
const SHOWN_DIGITS: Record<string, number> = { COP: 0, USD: 2 };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let cached = formatters.get(currency);
  if (!cached) {
    const digits = SHOWN_DIGITS[currency] ?? 2;
    cached = new Intl.NumberFormat("es-CO", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(currency, cached);
  }
  return cached;
}

/**
 * "$ 49.900 COP", "US$ 12,99 USD": for messages, e-mails, the audit log and CSV reports
 * (display only: amounts stay integers in minor units everywhere else). Pesos are rounded to
 * the peso — the IVA inside a peso total is the only amount that can carry centavos.
 */
export function formatMoneyText(amountMinor: number, currency: string): string {
  const exponent = CURRENCY_EXPONENT[currency as keyof typeof CURRENCY_EXPONENT] ?? 2;
  return `${formatter(currency).format(amountMinor / 10 ** exponent)} ${currency}`;
}
