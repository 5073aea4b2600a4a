import { ORDER_STATUSES, type OrderStatus } from "@fz/contracts/commerce";

/** The orders list's filters, kept in the page URL with Spanish names (as the students list). */

export const ORDER_PROVIDERS = ["wompi", "mercadopago", "stripe", "sandbox", "manual"] as const;
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];

export interface OrderFilters {
  status: OrderStatus | "";
  provider: OrderProvider | "";
  /** YYYY-MM-DD. */
  from: string;
  to: string;
  /** An order number, or words of the buyer's name or e-mail. */
  search: string;
  /** One student's orders (from the student's page). */
  user: number | null;
  /** Orders that used this coupon (its code). */
  coupon: string;
  page: number;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { status: "", provider: "", from: "", to: "", search: "", user: null, coupon: "", page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseOrderSearchParams(params: URLSearchParams): OrderFilters {
  const status = params.get("estado");
  const provider = params.get("medio");
  const user = Number(params.get("estudiante"));
  const page = Number(params.get("pagina"));
  const date = (value: string | null) => (value && DATE.test(value) ? value : "");
  return {
    status: status && (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "",
    provider: provider && (ORDER_PROVIDERS as readonly string[]).includes(provider) ? (provider as OrderProvider) : "",
    from: date(params.get("desde")),
    to: date(params.get("hasta")),
    search: (params.get("buscar") ?? "").trim().slice(0, 100),
    user: Number.isInteger(user) && user > 0 ? user : null,
    coupon: (params.get("cupon") ?? "").trim().toUpperCase().replace(/[^A-Z0-9_-]/g, "").slice(0, 32),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function orderSearchParams(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("estado", filters.status);
  if (filters.provider) params.set("medio", filters.provider);
  if (filters.from) params.set("desde", filters.from);
  if (filters.to) params.set("hasta", filters.to);
  if (filters.search.trim()) params.set("buscar", filters.search.trim());
  if (filters.user) params.set("estudiante", String(filters.user));
  if (filters.coupon) params.set("cupon", filters.coupon);
  if (filters.page > 1) params.set("pagina", String(filters.page));
  return params.toString();
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pendiente",
  paid: "Pagado",
  failed: "Rechazado",
  cancelled: "Cancelado",
  refunded: "Reembolsado",
  refund_due: "Devolución en curso",
};

/** The API's query for these filters (the list and the CSV export use the same). */
export function orderQuery(filters: OrderFilters): Record<string, string | number | undefined> {
  return {
    status: filters.status || undefined,
    provider: filters.provider || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: filters.search || undefined,
    user: filters.user ?? undefined,
    coupon: filters.coupon || undefined,
  };
}

export const ORDER_PROVIDER_LABELS: Record<OrderProvider, string> = {
  wompi: "Wompi",
  mercadopago: "Mercado Pago",
  stripe: "Stripe",
  sandbox: "Pasarela de pruebas",
  manual: "Manual / transferencia",
};

/**
 * "Marcar como pagado" applies to an order waiting for its money or refused by the provider;
 * not to one paid, refunded or cancelled (the API refuses those too).
 */
export function canMarkPaid(status: OrderStatus): boolean {
  return status === "pending" || status === "failed";
}

export function canRefund(status: OrderStatus): boolean {
  return status === "paid" || status === "refund_due";
}
