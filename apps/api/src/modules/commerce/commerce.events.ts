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
    /** A paid order was refunded and the access it granted was closed. */
    "order.refunded": { userId: number; orderId: number; refundedAt: Date };
  }
}

export {};
