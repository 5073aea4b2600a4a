import { describe, expect, it } from "vitest";
import {
  detectVideoProvider,
  durationInputValue,
  parseDuration,
  parsePriceInput,
  priceDraftOf,
  priceInputValue,
} from "@/features/admin/store/catalogue-forms";
import { priceBoxes } from "@/features/admin/store/catalogue-schemas";
import { checkValues } from "@/lib/forms";

/** The price boxes' schema: what changed, or a message per box. */
const priceChanges = (draft: Record<string, string>, stored: Parameters<typeof priceBoxes>[0]) => checkValues(priceBoxes(stored), draft);

describe("price boxes", () => {
  it("reads pesos with or without thousands dots, and cents after a comma", () => {
    expect(parsePriceInput("49900", "COP")).toBe(4_990_000);
    expect(parsePriceInput("49.900", "COP")).toBe(4_990_000);
    expect(parsePriceInput("$ 1.049.900", "COP")).toBe(104_990_000);
    expect(parsePriceInput("49.900,50", "COP")).toBe(4_990_050);
  });

  it("reads dollars with a dot or a comma for cents", () => {
    expect(parsePriceInput("12.99", "USD")).toBe(1299);
    expect(parsePriceInput("12,99", "USD")).toBe(1299);
    expect(parsePriceInput("1,299.50", "USD")).toBe(129_950);
    expect(parsePriceInput("43", "USD")).toBe(4300);
  });

  it("treats an empty box as no price and refuses anything else", () => {
    expect(parsePriceInput("  ", "COP")).toBeNull();
    expect(parsePriceInput("gratis", "COP")).toBeUndefined();
    expect(parsePriceInput("12.999", "USD")).toBeUndefined();
    expect(parsePriceInput("-5", "USD")).toBeUndefined();
  });

  it("shows stored prices without trailing zero cents", () => {
    expect(priceInputValue(4_990_000, "COP")).toBe("49900");
    expect(priceInputValue(1299, "USD")).toBe("12.99");
    expect(priceInputValue(null, "USD")).toBe("");
  });
});

describe("video addresses", () => {
  it("recognises YouTube and Vimeo links, only over https", () => {
    expect(detectVideoProvider("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("youtube");
    expect(detectVideoProvider("https://youtu.be/dQw4w9WgXcQ")).toBe("youtube");
    expect(detectVideoProvider("https://vimeo.com/76979871")).toBe("vimeo");
    expect(detectVideoProvider("http://vimeo.com/76979871")).toBeNull();
    expect(detectVideoProvider("https://example.com/video.mp4")).toBeNull();
    expect(detectVideoProvider("no es una url")).toBeNull();
  });
});

describe("durations", () => {
  it("reads minutes:seconds, hours or plain seconds", () => {
    expect(parseDuration("4:05")).toBe(245);
    expect(parseDuration("1:02:05")).toBe(3725);
    expect(parseDuration("90")).toBe(90);
    expect(parseDuration("")).toBeNull();
    expect(parseDuration("4:75")).toBeUndefined();
    expect(parseDuration("cuatro")).toBeUndefined();
    expect(durationInputValue(245)).toBe("4:05");
    expect(durationInputValue(3725)).toBe("1:02:05");
  });
});

describe("price changes", () => {
  const stored = [
    { currency: "COP" as const, amountMinor: 4_990_000, months: 1, isActive: true },
    { currency: "USD" as const, amountMinor: 1299, months: 1, isActive: true },
    { currency: "COP" as const, amountMinor: 9_990_000, months: 4, isActive: false },
  ];

  it("fills the boxes with the active prices only", () => {
    expect(priceDraftOf(stored)).toEqual({ "1:COP": "49900", "1:USD": "12.99" });
  });

  it("sends only what changed; an emptied box removes its price", () => {
    const draft = { "1:COP": "59.900", "1:USD": "", "12:COP": "399900" };
    expect(priceChanges(draft, stored)).toEqual({
      data: [
        { currency: "COP", amountMinor: 5_990_000, months: 1 },
        { currency: "USD", amountMinor: null, months: 1 },
        { currency: "COP", amountMinor: 39_990_000, months: 12 },
      ],
    });
    expect(priceChanges(priceDraftOf(stored), stored)).toEqual({ data: [] });
  });

  it("explains a box that is not a price", () => {
    expect(priceChanges({ "once:USD": "doce" }, [])).toEqual({ errors: { "once:USD": "Escribe el precio en dólares, por ejemplo 12.99." } });
    expect(priceChanges({ "once:COP": "0" }, [])).toEqual({ errors: { "once:COP": "El precio debe ser mayor que cero (deja la casilla vacía para no venderlo)." } });
  });
});
