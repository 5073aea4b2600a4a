import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/analytics", () => ({ trackEvent: vi.fn() }));

const { trackEvent } = await import("@/lib/analytics");
const { toCamel } = await import("@/lib/case");
const { readCurrency } = await import("@/lib/currency");
const { cartApi } = await import("@/features/commerce/api/cart-api");
const { failureStatus } = await import("@/store/api");
const { makeTestStore: makeStore } = await import("@/test/render");
const { stubFetch } = await import("@/test/fetch");
const { wireCart, wireCartItem, wireMoney, wireProduct } = await import("@/test/commerce-factories");

type CartView = import("@/features/commerce/api/cart-types").CartView;
type Store = ReturnType<typeof makeStore>;

const basico = wireCartItem();
const all = wireCartItem({
  id: 2,
  product: wireProduct({ id: 55, kind: "purchase_all", months: 1, label: "1 mes", description: "Guitarra · Todos los niveles — 1 mes", level: null, prices: [wireMoney("COP", 7990000), wireMoney("USD", 2099)] }),
});

function storeWith(items: ReturnType<typeof wireCartItem>[]) {
  const store = makeStore();
  store.dispatch(cartApi.util.upsertQueryEntries([{ endpointName: "cart", arg: { currency: "COP" }, value: toCamel(wireCart(items)) as CartView }]));
  return store;
}
const cart = (store: Store, currency: "COP" | "USD" = "COP") => cartApi.endpoints.cart.select({ currency })(store.getState()).data;

afterEach(() => vi.mocked(trackEvent).mockClear());

describe("the cart", () => {
  it("reads the cart in the student's last currency, and in the one asked for", async () => {
    window.localStorage.setItem("fz.cartCurrency", "USD");
    const { calls } = stubFetch({ status: 200, body: wireCart([basico], "USD") }, { status: 200, body: wireCart([basico]) });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.cart.initiate({ currency: readCurrency() }));
    expect(calls[0]?.url).toBe("/api/sales/shopping-cart/get_shopping_cart/?currency=USD");
    expect(cart(store, "USD")?.currency).toBe("USD");

    await store.dispatch(cartApi.endpoints.cart.initiate({ currency: "COP" }));
    expect(calls[1]?.url).toBe("/api/sales/shopping-cart/get_shopping_cart/?currency=COP");
    expect(cart(store)?.items[0]?.product.level?.slug).toBe("guitarra-basico");
  });

  it("a quiet read that fails shows no toast", async () => {
    stubFetch("network-error");
    const store = makeStore();
    const result = await store.dispatch(cartApi.endpoints.cart.initiate({ currency: "COP", quiet: true }));
    expect(result.isError).toBe(true);
    expect(store.getState().errors.list).toEqual([]);
  });

  it("adds to the cart in its currency, counts it and sends add_to_cart (USD, value 0 by default)", async () => {
    const { calls } = stubFetch({ status: 201, body: all });
    const store = storeWith([basico]);
    const result = await store.dispatch(cartApi.endpoints.addToCart.initiate({ kind: "purchase_all", courseSlug: "como-tocar-guitarra", months: 1 }));
    expect(result.data).toBeDefined();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/sales/shopping-cart/?currency=COP",
      body: { kind: "purchase_all", course_slug: "como-tocar-guitarra", months: 1 },
    });
    expect(cart(store)?.count).toBe(2);
    expect(cart(store)?.total.amount).toBe("249800.00");
    expect(trackEvent).toHaveBeenCalledWith("add_to_cart", {
      items: [{ item_id: "55", item_name: "Guitarra · Todos los niveles — 1 mes", item_category: "purchase_all", item_variant: "1 mes", quantity: 1 }],
    });
  });

  it("without a cart in memory, reads it after adding so the header can count", async () => {
    const { calls } = stubFetch({ status: 201, body: basico }, { status: 200, body: wireCart([basico]) });
    const store = makeStore();
    await store.dispatch(cartApi.endpoints.addToCart.initiate({ productId: 11 }));
    await vi.waitFor(() => expect(cart(store)?.count).toBe(1));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/sales/shopping-cart/?currency=COP",
      "GET /api/sales/shopping-cart/get_shopping_cart/?currency=COP",
    ]);
  });

  it("a refused add shows the API's message and sends nothing to analytics", async () => {
    stubFetch({ status: 400, body: { errors: ["Ya tienes el tutorial «Puya»"], code: "validation_error" } });
    const store = storeWith([]);
    const result = await store.dispatch(cartApi.endpoints.addToCart.initiate({ productId: 59 }));
    expect(failureStatus(result.error)).toBe(400);
    expect(store.getState().errors.list.map((item) => item.error.message)).toEqual(["Ya tienes el tutorial «Puya»"]);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("removes at once, before the API answers", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const store = storeWith([basico, all]);
    const pending = store.dispatch(cartApi.endpoints.removeFromCart.initiate(1));
    expect(cart(store)?.items.map((item) => item.id)).toEqual([2]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(null, { status: 204 }));
    expect((await pending).data).toBe(1);
    expect(cart(store)?.items.map((item) => item.id)).toEqual([2]);
  });

  it("puts the item back where it was when the API refuses, with a toast", async () => {
    stubFetch({ status: 500, body: { errors: ["boom"], code: "internal" } });
    const store = storeWith([basico, all]);
    const result = await store.dispatch(cartApi.endpoints.removeFromCart.initiate(1));
    expect(result.error).toBeDefined();
    expect(cart(store)?.items.map((item) => item.id)).toEqual([1, 2]);
    expect(cart(store)?.total.amount).toBe("249800.00");
    expect(store.getState().errors.list).toHaveLength(1);
  });

  it("an item already gone (404: another tab removed it) stays gone", async () => {
    stubFetch({ status: 404, body: { errors: ["No encontrado"], code: "not_found" } });
    const store = storeWith([basico, all]);
    const result = await store.dispatch(cartApi.endpoints.removeFromCart.initiate(1));
    expect(result.data).toBe(1);
    expect(cart(store)?.items.map((item) => item.id)).toEqual([2]);
    expect(store.getState().errors.list).toEqual([]);
  });
});
