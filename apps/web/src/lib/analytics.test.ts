import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The measurement id is read once with the client settings: each case loads a fresh copy. */
async function loadAnalytics(measurementId?: string) {
  vi.resetModules();
  vi.stubEnv("NEXT_PUBLIC_GA_MEASUREMENT_ID", measurementId ?? "");
  return import("@/lib/analytics");
}

/** gtag pushes `arguments` objects; as arrays they compare simply. */
function pushed(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe("trackEvent", () => {
  let appended: Node[];

  beforeEach(() => {
    // Kept out of the document: the test environment does not download scripts.
    appended = [];
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
      appended.push(node);
      return node;
    });
  });

  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
  });

  const gtagScripts = () =>
    appended.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src.includes("googletagmanager"));

  it("does nothing at all without a measurement id", async () => {
    const { trackEvent } = await loadAnalytics();
    trackEvent("sign_up", { method: "google.com" });
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it("sends the event with currency USD and value 0 by default, loading gtag.js once", async () => {
    const { trackEvent } = await loadAnalytics("G-TEST1234");
    trackEvent("sign_up", { method: "google.com" });
    trackEvent("login", { method: "facebook.com" });
    expect(pushed()).toContainEqual(["config", "G-TEST1234", { send_page_view: false }]);
    expect(pushed()).toContainEqual(["event", "sign_up", { currency: "USD", value: 0, method: "google.com" }]);
    expect(pushed()).toContainEqual(["event", "login", { currency: "USD", value: 0, method: "facebook.com" }]);
    expect(gtagScripts().map((script) => [script.src, script.async])).toEqual([
      ["https://www.googletagmanager.com/gtag/js?id=G-TEST1234", true],
    ]);
  });

  it("lets a caller that knows the amount override the defaults", async () => {
    const { trackEvent } = await loadAnalytics("G-TEST1234");
    const items = [{ item_id: "level-1-4m", item_name: "Nivel Básico · 4 meses", price: 30, quantity: 1 }];
    trackEvent("purchase", { transaction_id: "order-9", currency: "COP", value: 120000, items });
    expect(pushed()).toContainEqual([
      "event",
      "purchase",
      { currency: "COP", value: 120000, transaction_id: "order-9", items },
    ]);
  });

  it("never throws when gtag itself fails", async () => {
    const { trackEvent } = await loadAnalytics("G-TEST1234");
    window.gtag = () => {
      throw new Error("blocked");
    };
    expect(() => trackEvent("add_to_cart", { items: [] })).not.toThrow();
  });
});
