import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { makeStore } from "@/store/make-store";
import { queueErrors, removeError, reportError } from "@/store/slices/errors-slice";

describe("errors state area", () => {
  it("gives queued items sequential ids and removes them by id", () => {
    const store = makeStore();
    store.dispatch(reportError(new ApiError(400, { errors: ["a", "b"], code: "x" }), { isBrowser: true }));
    store.dispatch(reportError(new ApiError(404, null), { isBrowser: true }));
    expect(store.getState().errors.list.map((item) => [item.id, item.statusCode, item.error.id])).toEqual([
      [1, 400, "NETWORK_ERROR_400"],
      [2, 400, "NETWORK_ERROR_400"],
      [3, 404, "NETWORK_ERROR_404"],
    ]);
    store.dispatch(removeError(2));
    expect(store.getState().errors.list.map((item) => item.id)).toEqual([1, 3]);
    // Ids keep counting after removals, so a new toast never reuses an old id.
    store.dispatch(queueErrors([{ statusCode: 500, error: { title: "t", message: "m", id: "NETWORK_ERROR_500" } }]));
    expect(store.getState().errors.list.map((item) => item.id)).toEqual([1, 3, 4]);
  });

  it("queues nothing for a 401 during server rendering", () => {
    const store = makeStore();
    store.dispatch(reportError(new ApiError(401, { errors: ["x"], code: "y" }), { isBrowser: false }));
    expect(store.getState().errors.list).toEqual([]);
  });
});
