import { afterEach, describe, expect, it, vi } from "vitest";
import {
  byCurrency,
  chooseCurrency,
  CURRENCY_BOOT_SCRIPT,
  CURRENCY_EVENT,
  includesVat,
  lowestByCurrency,
  priceIn,
  readCurrency,
  subscribeCurrency,
  vatIncludedMinor,
} from "@/lib/currency";
import { formatMinor, formatPrice } from "@/lib/money";
import { priceRange } from "@/lib/prices";

const cop = (amount: string, months: number | null = 1) => ({ amount, currency: "COP", months });
const usd = (amount: string, months: number | null = 1) => ({ amount, currency: "USD", months });
const plain = (text: string) => text.replace(/\u00a0/g, " ");

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.currency;
});

describe("the money rule: pesos by default, dollars on request", () => {
  it("opens in pesos and remembers a visitor who asks for dollars", () => {
    expect(readCurrency()).toBe("COP");
    const seen = vi.fn();
    const unsubscribe = subscribeCurrency(seen);
    chooseCurrency("USD");
    expect(readCurrency()).toBe("USD");
    expect(document.documentElement.dataset.currency).toBe("USD");
    expect(seen).toHaveBeenCalledTimes(1);
    unsubscribe();
    chooseCurrency("COP");
    expect(seen).toHaveBeenCalledTimes(1);
    expect(readCurrency()).toBe("COP");
  });

  it("ignores anything stored that is not a shop currency", () => {
    window.localStorage.setItem("fz.cartCurrency", "EUR");
    expect(readCurrency()).toBe("COP");
  });

  it("marks <html> before the first paint from what is stored", () => {
    window.localStorage.setItem("fz.cartCurrency", "USD");
    new Function(CURRENCY_BOOT_SCRIPT)();
    expect(document.documentElement.dataset.currency).toBe("USD");
    window.localStorage.setItem("fz.cartCurrency", "<script>");
    new Function(CURRENCY_BOOT_SCRIPT)();
    expect(document.documentElement.dataset.currency).toBe("COP");
  });

  it("tells the cart when another switch changes it", () => {
    const seen = vi.fn();
    const unsubscribe = subscribeCurrency(seen);
    window.dispatchEvent(new CustomEvent(CURRENCY_EVENT));
    expect(seen).toHaveBeenCalled();
    unsubscribe();
  });
});

describe("choosing the figure to show", () => {
  it("never lets amounts in different currencies compete for 'Desde'", () => {
    // 12.99 dollars is not cheaper than 34.900 pesos: each currency keeps its own lowest.
    const lowest = lowestByCurrency([
      [cop("49900.00"), usd("12.99"), cop("169900.00", 4)],
      [cop("34900.00"), usd("8.99")],
      [cop("0.00"), usd("-1")],
    ]);
    expect(lowest.COP?.amount).toBe("34900.00");
    expect(lowest.USD?.amount).toBe("8.99");
  });

  it("shows the chosen currency's price, else the pesos", () => {
    const prices = [cop("49900.00"), usd("12.99")];
    expect(priceIn(prices, "USD")?.amount).toBe("12.99");
    expect(priceIn(prices, "COP")?.amount).toBe("49900.00");
    expect(priceIn([cop("49900.00")], "USD")?.currency).toBe("COP");
    expect(priceIn([], "USD")).toBeNull();
    expect(Object.keys(byCurrency([cop("1.00"), usd("1.00"), cop("2.00")]))).toEqual(["COP", "USD"]);
    expect(byCurrency([cop("1.00"), cop("2.00")]).COP?.amount).toBe("1.00");
  });

  it("keeps the structured-data price range in pesos only", () => {
    expect(priceRange([[cop("49900.00"), usd("12.99"), cop("399900.00", 12)]])).toEqual({ low: 49900, high: 399900, currency: "COP", count: 2 });
    expect(priceRange([[usd("12.99")]])).toBeNull();
  });
});

describe("IVA", () => {
  it("is included in peso prices and not in dollar prices", () => {
    expect(includesVat("COP")).toBe(true);
    expect(includesVat("USD")).toBe(false);
  });

  it("is 19/119 of a peso price, rounded to the whole peso (pesos have no centavos on screen, issue 35)", () => {
    // 49.900 COP = 41.933 + 7.967 IVA (7.967,23 rounded).
    expect(vatIncludedMinor(4_990_000, "COP")).toBe(796_700);
    expect(plain(formatMinor(vatIncludedMinor(4_990_000, "COP"), "COP"))).toBe("$ 7.967");
    // An amount that still carries centavos (an older order) is shown without them.
    expect(plain(formatMinor(2_169_832, "COP"))).toBe("$ 21.698");
    expect(plain(formatMinor(1_299, "USD"))).toBe("US$ 12,99");
    expect(vatIncludedMinor(11_900, "COP")).toBe(1_900);
    expect(vatIncludedMinor(0, "COP")).toBe(0);
    expect(vatIncludedMinor(1_299, "USD")).toBe(0);
  });

  it("formats each currency in its own habit", () => {
    expect(plain(formatPrice("49900.00", "COP"))).toBe("$ 49.900");
    expect(plain(formatPrice("12.99", "USD"))).toBe("US$ 12,99");
  });
});

describe("currency boot file", () => {
  it("is exactly the boot script, so the public file and the code cannot drift", async () => {
    const { existsSync, readFileSync } = await import("node:fs");
    const candidates = ["apps/web/public/currency-boot.js", "public/currency-boot.js"];
    const file = readFileSync(candidates.find((candidate) => existsSync(candidate))!, "utf8");
    const code = file.split("\n").filter((line) => line.startsWith("try{")).join("\n");
    expect(code).toBe(CURRENCY_BOOT_SCRIPT);
  });
});
