import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderView } from "@/features/commerce/api/orders-api";
import { pollOrder } from "@/features/commerce/store/order-polling";
import { ApiError } from "@/lib/api-error";
import { toCamel } from "@/lib/case";
import { wireOrder } from "@/test/commerce-factories";

const pending = toCamel(wireOrder()) as OrderView;
const paid = toCamel(wireOrder({ status: "paid" })) as OrderView;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("pollOrder", () => {
  it("asks again after each wait until the order leaves pending", async () => {
    const load = vi.fn().mockResolvedValueOnce(pending).mockResolvedValueOnce(pending).mockResolvedValueOnce(paid);
    const seen: string[] = [];
    const result = pollOrder(load, (order) => seen.push(order.status), { signal: new AbortController().signal, delays: [1000, 2000, 3000] });

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toEqual({ kind: "settled", order: paid });
    expect(seen).toEqual(["pending", "pending", "paid"]);
  });

  it("gives up after the last wait, with the last answer", async () => {
    const load = vi.fn().mockResolvedValue(pending);
    const result = pollOrder(load, () => undefined, { signal: new AbortController().signal, delays: [1000, 1000] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toEqual({ kind: "timeout", order: pending });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("retries a dropped connection or a server error, stops at a refusal", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(undefined, undefined))
      .mockRejectedValueOnce(new ApiError(502, {}))
      .mockRejectedValueOnce(new ApiError(404, { errors: ["No encontrado"] }));
    const result = pollOrder(load, () => undefined, { signal: new AbortController().signal, delays: [10, 10, 10, 10] });
    await vi.advanceTimersByTimeAsync(100);
    const outcome = await result;
    expect(outcome?.kind).toBe("failed");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("stops quietly when the page goes away", async () => {
    const controller = new AbortController();
    const load = vi.fn().mockResolvedValue(pending);
    const result = pollOrder(load, () => undefined, { signal: controller.signal, delays: [1000, 1000, 1000] });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await result).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
