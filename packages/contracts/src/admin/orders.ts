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
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

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
