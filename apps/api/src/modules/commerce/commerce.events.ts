// The facts the commerce module announces; points and notifications react to them.
declare module "../../lib/events" {
  interface DomainEvents {
    /**
     * An order became paid (emitted once per order, after the transaction that granted its
     * access committed). `target` is the level, course (purchase-all) or video bought.
     */
    "order.paid": {
      userId: number;
      orderId: number;
      currency: string;
      totalMinor: number;
      paidAt: Date;
      items: { productId: number | null; kind: "level" | "purchase_all" | "tutorial"; months: number | null; target: { id: number; slug: string }; amountMinor: number }[];
    };
    /**
     * A paid order was refunded and the access it granted was closed; or a `refund_due` payment
     * was given back. `reason` is the administrator's or the coupon's words; `byAdmin` when an
     * administrator refunded a paid order.
     */
    "order.refunded": { userId: number; orderId: number; refundedAt: Date; reason: string | null; byAdmin: boolean };
    /** A payment arrived for an order whose coupon could no longer be honoured: nothing granted, the money goes back (decision 025). */
    "order.refund_due": { userId: number; orderId: number; reason: string };
  }
}

export {};
