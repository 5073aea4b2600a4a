import { CURRENCY_EXPONENT } from "@fz/contracts/commerce";
import { describe, expect, it } from "vitest";
import { formatMinor, formatPrice, MINOR_DIGITS, minorToAmount } from "@/lib/money";

/** Intl separates the symbol with a no-break space; the tests read it as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("money", () => {
  it("writes pesos without cents and dollars always with them", () => {
    expect(plain(formatPrice("49900.00", "COP"))).toBe("$ 49.900");
    expect(plain(formatPrice("1234567.00", "COP"))).toBe("$ 1.234.567");
    expect(plain(formatPrice("12.99", "USD"))).toBe("US$ 12,99");
    expect(plain(formatPrice("43.00", "USD"))).toBe("US$ 43,00");
    expect(plain(formatPrice("0.00", "COP"))).toBe("$ 0");
    expect(plain(formatPrice("0.5", "USD"))).toBe("US$ 0,50");
  });

  it("never shows centavos of pesos (issue 35: «$ 21.698,32» must not happen); the shop charges whole pesos", () => {
    expect(plain(formatPrice("21698.32", "COP"))).toBe("$ 21.698");
    expect(plain(formatPrice("49900.50", "COP"))).toBe("$ 49.901");
  });

  it("formats negative amounts (refunds) and numbers", () => {
    expect(plain(formatPrice("-12.99", "USD"))).toBe("-US$ 12,99");
    expect(plain(formatPrice(169900, "COP"))).toBe("$ 169.900");
  });

  it("answers an empty string for what is not an amount or a currency", () => {
    expect(formatPrice("", "COP")).toBe("");
    expect(formatPrice("abc", "COP")).toBe("");
    expect(formatPrice("12", "pesos")).toBe("");
    expect(formatPrice(Number.NaN, "USD")).toBe("");
  });

  it("turns minor units into exact decimal strings and prices", () => {
    expect(minorToAmount(4990000, "COP")).toBe("49900.00");
    expect(minorToAmount(1299, "USD")).toBe("12.99");
    expect(minorToAmount(5, "USD")).toBe("0.05");
    expect(minorToAmount(0, "USD")).toBe("0.00");
    expect(minorToAmount(-250, "USD")).toBe("-2.50");
    expect(plain(formatMinor(7598, "USD"))).toBe("US$ 75,98");
    expect(plain(formatMinor(28980000, "COP"))).toBe("$ 289.800");
  });

  it("knows the same minor units as the contract", () => {
    expect(MINOR_DIGITS).toEqual(CURRENCY_EXPONENT);
  });
});
