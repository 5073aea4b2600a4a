import { describe, expect, it } from "vitest";
import {
  detectVideoProvider,
  durationInputValue,
  parseDuration,
  parsePriceInput,
  priceDraftOf,
  priceInputValue,
} from "@/features/admin/utils/catalogue-forms";
import { priceBoxes, topicForm } from "@/features/admin/utils/catalogue-schemas";
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

describe("the topic form", () => {
  const theme = {
    id: 7,
    levelId: 2,
    slug: "calentamiento",
    title: "Calentamiento",
    summary: "Antes de tocar.",
    body: "## Hola",
    position: 3,
    isFreePreview: false,
    video: { provider: "youtube" as const, source: "https://youtu.be/dQw4w9WgXcQ" },
    durationSeconds: 195,
    practicePreset: { air: "paseo" as const, tempoBpm: 90, bars: 8 },
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  it("sends the topic as the API takes it, the slug only when it changed", () => {
    const { schema, values } = topicForm(theme);
    expect(values).toMatchObject({ duration: "3:15", video: { mode: "url" }, practice: { enabled: true, tempo: "90" } });
    expect(checkValues(schema, { ...values, title: "  Calentamiento del fuelle " })).toEqual({
      data: {
        title: "Calentamiento del fuelle",
        summary: "Antes de tocar.",
        body: "## Hola",
        isFreePreview: false,
        video: { provider: "youtube", source: "https://youtu.be/dQw4w9WgXcQ" },
        durationSeconds: 195,
        practicePreset: { air: "paseo", tempoBpm: 90, bars: 8 },
      },
    });
    expect(checkValues(schema, { ...values, slug: "calentamiento-2", practice: { ...values.practice, enabled: false } })).toMatchObject({
      data: { slug: "calentamiento-2", practicePreset: null },
    });
  });

  it("puts each message on its field: the title, the duration, the video and each preset box", () => {
    const { schema, values } = topicForm(null);
    expect(values.practice.enabled).toBe(false);
    expect(
      checkValues(schema, {
        ...values,
        duration: "tres minutos",
        video: { mode: "url", url: "https://example.com/v", file: "" },
        practice: { enabled: true, air: "", tempo: "10000", bars: "0" },
      }),
    ).toEqual({
      errors: {
        title: "El título es obligatorio",
        duration: "Escribe la duración como minutos:segundos, por ejemplo 4:05.",
        video: "La dirección debe ser de YouTube o Vimeo y empezar por https://.",
        "practice.tempo": "El tempo no puede pasar de 240 pulsos por minuto",
        "practice.bars": "Los compases deben ser al menos 1",
      },
    });
  });
});
