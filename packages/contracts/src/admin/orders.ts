import { z } from "zod";
import { order, ORDER_PROVIDERS, orderStatus } from "../commerce";
import { pageQuery } from "../common";
import { dateOrDateTime, queryId } from "./fields";
import { adminGrant } from "./students";

/** Wire schemas of the back office's orders. Every path needs the admin role. */

export const adminOrdersQuery = pageQuery.extend({
  status: orderStatus.optional(),
  provider: z.enum(ORDER_PROVIDERS, { error: "El medio de pago debe ser sandbox, stripe, mercadopago, wompi o manual" }).optional(),
  from: dateOrDateTime("La fecha inicial").optional(),
  to: dateOrDateTime("La fecha final").optional(),
  /** An order number, or words of the buyer's name or e-mail. */
  search: z.string().trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
  user: queryId("El estudiante").optional(),
  /** The coupon's code (case-insensitive): orders that used it. */
  coupon: z.string().trim().min(1).max(32, { error: "El código del cupón no puede tener más de 32 caracteres" }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrdersExportQuery = adminOrdersQuery.omit({ page: true, page_size: true }).extend({
  delimiter: z.enum(["comma", "semicolon"], { error: "El separador debe ser comma o semicolon" }).default("comma"),
});
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuery>;

/** The accountant's monthly revenue report (Bogotá's calendar month). */
export const revenueReportQuery = z.object({
  month: z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: "El mes debe tener la forma AAAA-MM (por ejemplo, 2026-11)" }),
  delimiter: z.enum(["comma", "semicolon"], { error: "El separador debe ser comma o semicolon" }).default("comma"),
});
export type RevenueReportQuery = z.infer<typeof revenueReportQuery>;

/** Why an administrator refunds an order: kept on the order and told to the student. */
export const refundRequest = z.object({
  reason: z.string({ error: "Escribe el motivo del reembolso" }).trim().min(3, { error: "Escribe el motivo del reembolso (al menos 3 caracteres)" }).max(300, { error: "El motivo admite hasta 300 caracteres" }),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const adminPaymentEvent = z.object({
  id: z.number().int(),
  provider: z.string(),
  event_id: z.string(),
  type: z.string(),
  outcome: z.string(),
  received_at: z.string(),
});

export const adminOrderDetail = order.extend({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  provider_reference: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  settled_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  payment_events: z.array(adminPaymentEvent),
  grants: z.array(adminGrant),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
