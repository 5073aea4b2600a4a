import { CURRENCY_EXPONENT, type Currency, type Money } from "@fz/contracts/commerce";

/** "4990000" minor units of COP → "49900.00": integer arithmetic only, no float ever touches a price. */
export function minorToDecimal(amountMinor: number, currency: Currency): string {
  const exponent = CURRENCY_EXPONENT[currency];
  const negative = amountMinor < 0;
  const digits = String(Math.abs(amountMinor)).padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(-exponent)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

export function toMoney(amountMinor: number, currency: Currency): Money {
  return { currency, amount_minor: amountMinor, amount: minorToDecimal(amountMinor, currency) };
}

/** Prices are stored for any ISO code; the shop answers in the currencies it sells. */
export function isCurrency(code: string): code is Currency {
  return code in CURRENCY_EXPONENT;
}

// Messages and e-mails format amounts with the one rule of lib/money-text.ts.
export { formatMoneyText } from "../../lib/money-text";
