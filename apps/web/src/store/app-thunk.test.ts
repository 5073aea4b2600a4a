import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { getAccessToken, saveSession } from "@/lib/session";
import { failWith } from "@/store/app-thunk";
import { makeStore } from "@/store/make-store";
import { wireUser } from "@/test/factories";
import { tokenExpiringIn } from "@/test/jwt";

describe("thunk failures", () => {
  it("queue the spec §8 toast and say the status", () => {
    const store = makeStore();
    const failure = failWith(new ApiError(404, { errors: ["No existe"], code: "not_found" }), {
      dispatch: store.dispatch,
      signal: new AbortController().signal,
    });
    expect(failure).toEqual({ status: 404, aborted: false });
    expect(store.getState().errors.list[0]?.error.title).toBe("No encontrado");
  });

  it("stay silent for a request cancelled because its page went away", () => {
    const store = makeStore();
    const controller = new AbortController();
    controller.abort();
    const failure = failWith(new DOMException("aborted", "AbortError"), { dispatch: store.dispatch, signal: controller.signal });
    expect(failure).toEqual({ status: null, aborted: true });
    expect(store.getState().errors.list).toEqual([]);
  });

  it("end a session the API no longer accepts", () => {
    saveSession({ access: tokenExpiringIn(900), refresh: "r", user: { ...wireUser(), firstName: "Ana" } } as never);
    const store = makeStore();
    failWith(new ApiError(401, { errors: ["Sesión vencida"], code: "not_authenticated" }), {
      dispatch: store.dispatch,
      signal: new AbortController().signal,
    });
    expect(getAccessToken()).toBeNull();
  });
});
