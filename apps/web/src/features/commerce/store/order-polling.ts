import type { OrderView } from "@/features/commerce/api/orders-api";
import { isApiError } from "@/lib/api-error";

/**
 * The provider sends the browser back at once, but the order is paid only when its webhook
 * arrives (a moment later, sometimes more): the success page asks again with growing waits,
 * about a minute in all, before it says the confirmation is taking longer than usual.
 */
export const POLL_DELAYS_MS: readonly number[] = [1000, 1000, 1500, 1500, 2000, 2000, 3000, 3000, 5000, 5000, 5000, 5000, 10_000, 10_000];

export type PollOutcome =
  | { kind: "settled"; order: OrderView }
  | { kind: "timeout"; order: OrderView | null }
  | { kind: "failed"; error: unknown };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Reads the order until it leaves `pending`. Each answer goes to `onOrder` as it comes. A
 * refusal (4xx: not the student's order, signed out) ends the polling; a dropped connection
 * or a server error is retried, since a webhook may be on its way meanwhile. Resolves null
 * when aborted (the page went away).
 */
export async function pollOrder(
  load: (signal: AbortSignal) => Promise<OrderView>,
  onOrder: (order: OrderView) => void,
  { signal, delays = POLL_DELAYS_MS }: { signal: AbortSignal; delays?: readonly number[] },
): Promise<PollOutcome | null> {
  let last: OrderView | null = null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const order = await load(signal);
      if (signal.aborted) return null;
      last = order;
      onOrder(order);
      if (order.status !== "pending") return { kind: "settled", order };
    } catch (error) {
      if (signal.aborted) return null;
      const status = isApiError(error) ? error.status : undefined;
      if (status !== undefined && status >= 400 && status < 500) return { kind: "failed", error };
    }
    if (attempt >= delays.length) return { kind: "timeout", order: last };
    await wait(delays[attempt]!, signal);
    if (signal.aborted) return null;
  }
}
