/** Shop records as the API sends them (snake_case), small and overridable. */

type Wire = Record<string, unknown>;

export function wireMoney(currency: "COP" | "USD", amountMinor: number) {
  const amount = (amountMinor / 100).toFixed(2);
  return { currency, amount_minor: amountMinor, amount };
}

export function wireProduct(overrides: Wire = {}) {
  return {
    id: 11,
    kind: "level",
    months: 4,
    label: "4 meses",
    description: "Guitarra · Nivel Básico — 4 meses",
    level: { id: 4, slug: "guitarra-basico", title: "Básico" },
    course: { id: 2, slug: "como-tocar-guitarra", title: "Guitarra" },
    video: null,
    prices: [wireMoney("COP", 16990000), wireMoney("USD", 4399)],
    ...overrides,
  };
}

export function wireCartItem(overrides: Wire = {}) {
  const product = (overrides.product as ReturnType<typeof wireProduct> | undefined) ?? wireProduct();
  const price = product.prices[0] ?? null;
  return {
    id: 1,
    product,
    description: product.description,
    quantity: 1,
    unit_price: price,
    subtotal: price,
    available: true,
    is_renewal: false,
    access_ends_at: null,
    added_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

/** A cart in COP whose totals are the sum of its items, as the API computes them. */
export function wireCart(items: ReturnType<typeof wireCartItem>[] = [], currency: "COP" | "USD" = "COP") {
  const sum = (cur: string) =>
    items.reduce((total, item) => total + ((item.product.prices.find((p) => p.currency === cur)?.amount_minor as number | undefined) ?? 0), 0);
  const total = (cur: "COP" | "USD") => ({ ...wireMoney(cur, sum(cur)), complete: true });
  const vat = currency === "COP" ? { ...wireMoney("COP", Math.round((sum("COP") * 19) / 119)), rate_percent: 19 } : null;
  return {
    currency,
    items,
    count: items.length,
    max_items: 50,
    subtotal: wireMoney(currency, sum(currency)),
    discount: wireMoney(currency, 0),
    coupon: null,
    total: total(currency),
    vat,
    totals: [total("COP"), total("USD")],
  };
}

export function wireOrderItem(overrides: Wire = {}) {
  return {
    id: 1,
    product_id: 11,
    kind: "level",
    months: 4,
    description: "Guitarra · Nivel Básico — 4 meses",
    target: { id: 4, slug: "guitarra-basico" },
    quantity: 1,
    unit_price: wireMoney("COP", 16990000),
    subtotal: wireMoney("COP", 16990000),
    ...overrides,
  };
}

export function wireOrder(overrides: Wire = {}) {
  const status = (overrides.status as string | undefined) ?? "pending";
  const labels: Record<string, string> = { pending: "Pendiente", paid: "Pagado", failed: "Rechazado", cancelled: "Cancelado", refunded: "Reembolsado" };
  return {
    id: 42,
    status,
    status_label: labels[status],
    provider: "sandbox",
    currency: "COP",
    subtotal: wireMoney("COP", 16990000),
    discount: wireMoney("COP", 0),
    coupon_code: null,
    total: wireMoney("COP", 16990000),
    vat: { ...wireMoney("COP", 2712689), rate_percent: 19 },
    items: [wireOrderItem()],
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:05.000Z",
    paid_at: status === "paid" ? "2026-11-20T10:00:05.000Z" : null,
    refunded_at: null,
    ...overrides,
  };
}
