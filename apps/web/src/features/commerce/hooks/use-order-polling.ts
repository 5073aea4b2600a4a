"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { useOrderQuery, type OrderView } from "@/features/commerce/api/orders-api";
import { failureStatus } from "@/store/api";

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

export interface OrderPolling {
  /** The order's last answer. */
  order: OrderView | null;
  /** Null while it is still being asked. */
  outcome: PollOutcome | null;
  /** "Consultar de nuevo": another round of questions. */
  again: () => void;
}

/**
 * Reads the order until it leaves `pending`, through RTK Query's `pollingInterval`: after the
 * n-th answer the next question waits `delays[n - 1]`. A refusal (4xx: not the student's
 * order, signed out) ends it; a dropped connection or a server error is asked again, since a
 * webhook may be on its way meanwhile. Leaving the page (unmounting) stops it.
 */
export function useOrderPolling(orderId: number | null, delays: readonly number[] = POLL_DELAYS_MS): OrderPolling {
  // Questions asked so far (each request's start), and where the current round began.
  const [asked, setAsked] = useState<{ stamp: number | undefined; count: number; roundStart: number }>({ stamp: undefined, count: 0, roundStart: 0 });
  const [interval, setPollEvery] = useState(delays[0] ?? 0);
  const read = useOrderQuery(orderId === null ? skipToken : { id: orderId }, {
    pollingInterval: interval,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });

  if (read.startedTimeStamp !== undefined && read.startedTimeStamp !== asked.stamp) {
    setAsked({ ...asked, stamp: read.startedTimeStamp, count: asked.count + 1 });
  }
  const answered = asked.count - asked.roundStart - (read.isFetching ? 1 : 0);
  const order = read.currentData ?? read.data ?? null;
  const status = read.isError ? failureStatus(read.error) : null;
  const refused = status !== null && status >= 400 && status < 500;

  let outcome: PollOutcome | null = null;
  if (!read.isFetching && read.currentData && read.currentData.status !== "pending") outcome = { kind: "settled", order: read.currentData };
  else if (!read.isFetching && refused) outcome = { kind: "failed", error: read.error };
  else if (!read.isFetching && answered > delays.length) outcome = { kind: "timeout", order };

  // After the n-th answer, wait delays[n - 1]; nothing more once the outcome is known.
  const next = outcome ? 0 : (delays[Math.min(Math.max(answered - 1, 0), delays.length - 1)] ?? 0);
  if (next !== interval) setPollEvery(next);

  return {
    order,
    outcome,
    again: () => {
      setAsked({ ...asked, roundStart: asked.count });
      setPollEvery(delays[0] ?? 0);
      void read.refetch();
    },
  };
}
