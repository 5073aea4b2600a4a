import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderPolling } from "@/features/commerce/hooks/use-order-polling";
import { makeTestStore } from "@/test/render";
import { wireOrder } from "@/test/commerce-factories";

type Reply = { status: string } | { http: number } | "network-error";

/** The order's answers in turn (the last one repeats); every read is counted. */
function stubOrder(replies: Reply[]) {
  const reads: number[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const reply = replies[Math.min(reads.length, replies.length - 1)]!;
      reads.push(Date.now());
      if (reply === "network-error") throw new TypeError("Failed to fetch");
      const [status, body] = "http" in reply ? [reply.http, { errors: ["No encontrado"], code: "not_found" }] : [200, wireOrder({ status: reply.status })];
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return reads;
}

function poll(delays: number[]) {
  const store = makeTestStore({ auth: { token: "t", user: null, restored: true } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useOrderPolling(42, delays), { wrapper }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("polling an order", () => {
  it("asks again after each wait until the order leaves pending", async () => {
    const reads = stubOrder([{ status: "pending" }, { status: "pending" }, { status: "paid" }]);
    const { result } = poll([1000, 2000, 3000]);
    const seen: (string | undefined)[] = [];

    await advance(0);
    seen.push(result.current.order?.status);
    expect(reads).toHaveLength(1);
    await advance(999);
    expect(reads).toHaveLength(1);
    await advance(1);
    seen.push(result.current.order?.status);
    expect(reads).toHaveLength(2);
    await advance(2000);
    seen.push(result.current.order?.status);
    expect(result.current.outcome).toMatchObject({ kind: "settled", order: { status: "paid" } });
    expect(seen).toEqual(["pending", "pending", "paid"]);
  });

  it("gives up after the last wait, with the last answer", async () => {
    const reads = stubOrder([{ status: "pending" }]);
    const { result } = poll([1000, 1000]);
    await advance(5000);
    expect(result.current.outcome).toMatchObject({ kind: "timeout", order: { status: "pending" } });
    expect(reads).toHaveLength(3);
  });

  it("retries a dropped connection or a server error, stops at a refusal", async () => {
    const reads = stubOrder(["network-error", { http: 502 }, { http: 404 }]);
    const { result, store } = poll([10, 10, 10, 10]);
    await advance(100);
    expect(result.current.outcome?.kind).toBe("failed");
    expect(reads).toHaveLength(3);
    // Only the refusal is told; the retried failures were not.
    expect(store.getState().errors.list.map((item) => item.statusCode)).toEqual([404]);
  });

  it("stops quietly when the page goes away", async () => {
    const reads = stubOrder([{ status: "pending" }]);
    const { unmount, store } = poll([1000, 1000, 1000]);
    await advance(0);
    unmount();
    await advance(5000);
    expect(reads).toHaveLength(1);
    expect(store.getState().errors.list).toEqual([]);
  });
});
