import { describe, expect, it, vi } from "vitest";
import { getAccessToken, saveSession } from "@/lib/session";
import { api, failureStatus } from "@/store/api";
import { makeStore } from "@/store/make-store";
import { clearAuth, setSession } from "@/store/slices/auth-slice";
import { wireUser } from "@/test/factories";
import { stubFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    thing: build.query<{ firstName: string }, number>({ query: (id) => `/api/things/${id}/`, providesTags: ["Course"] }),
    quietThing: build.query<unknown, void>({ query: () => "/api/quiet/", extraOptions: { report: "none" } }),
    saveThing: build.mutation<unknown, { firstName: string }>({
      query: (body) => ({ path: "/api/things/", method: "POST", body }),
      invalidatesTags: ["Course"],
    }),
  }),
});

describe("the RTK Query api", () => {
  it("goes through the one HTTP client: snake_case out, camelCase in, cached by argument", async () => {
    const { calls } = stubFetch({ status: 200, body: { first_name: "Ana" } });
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.thing.initiate(1));
    expect(result.data).toEqual({ firstName: "Ana" });
    // A second subscriber reads the cache, not the network.
    await store.dispatch(testApi.endpoints.thing.initiate(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/things/1/");
  });

  it("toasts a failed query through the spec §8 table, but not a 404 the page explains", async () => {
    stubFetch({ status: 400, body: { errors: ["Falta el nombre", "Falta el correo"], code: "validation_error" } }, { status: 404, body: { errors: ["No existe"], code: "not_found" } });
    const store = makeStore();
    const failed = await store.dispatch(testApi.endpoints.thing.initiate(2));
    expect(failureStatus(failed.error)).toBe(400);
    expect(store.getState().errors.list.map((item) => item.error.message)).toEqual(["Falta el nombre", "Falta el correo"]);
    const missing = await store.dispatch(testApi.endpoints.thing.initiate(3));
    expect(failureStatus(missing.error)).toBe(404);
    expect(store.getState().errors.list).toHaveLength(2);
  });

  it("reports a connection failure, and nothing for an endpoint that shows its own failures", async () => {
    stubFetch("network-error", { status: 500, body: { errors: ["x"], code: "internal" } });
    const store = makeStore();
    const offline = await store.dispatch(testApi.endpoints.thing.initiate(4));
    expect(failureStatus(offline.error)).toBe(0);
    expect(store.getState().errors.list.map((item) => item.error.id)).toEqual(["NETWORK_ERROR_CONNECTION"]);
    await store.dispatch(testApi.endpoints.quietThing.initiate());
    expect(store.getState().errors.list).toHaveLength(1);
  });

  it("a mutation invalidates the tags it names: the query is asked again", async () => {
    const { calls } = stubFetch({ status: 200, body: { first_name: "Ana" } }, { status: 201, body: {} }, { status: 200, body: { first_name: "Eva" } });
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.thing.initiate(5));
    await subscription;
    await store.dispatch(testApi.endpoints.saveThing.initiate({ firstName: "Eva" }));
    await expect.poll(() => calls.length).toBe(3);
    await expect.poll(() => testApi.endpoints.thing.select(5)(store.getState()).data).toEqual({ firstName: "Eva" });
    expect(calls[1]?.body).toEqual({ first_name: "Eva" });
    subscription.unsubscribe();
  });

  it("forgets the previous session's answers when the user changes or signs out", async () => {
    stubFetch({ status: 200, body: { first_name: "Ana" } });
    const store = makeStore();
    store.dispatch(setSession({ user: { id: 1, role: "student" } as never, token: "t" }));
    await store.dispatch(testApi.endpoints.thing.initiate(6));
    expect(testApi.endpoints.thing.select(6)(store.getState()).data).toBeDefined();
    store.dispatch(clearAuth());
    expect(testApi.endpoints.thing.select(6)(store.getState()).data).toBeUndefined();
  });

  it("keeps what the page read before its first read of the stored session (the same session's)", async () => {
    stubFetch({ status: 200, body: { first_name: "Ana" } });
    const store = makeStore();
    await store.dispatch(testApi.endpoints.thing.initiate(8));
    store.dispatch(setSession({ user: { id: 1, role: "student" } as never, token: "t" }));
    expect(testApi.endpoints.thing.select(8)(store.getState()).data).toEqual({ firstName: "Ana" });
    // From then on, another user's session empties it.
    store.dispatch(setSession({ user: { id: 2, role: "student" } as never, token: "u" }));
    expect(testApi.endpoints.thing.select(8)(store.getState()).data).toBeUndefined();
  });

  it("queues the spec §8 toast of a failure the endpoint reports, and says the status", async () => {
    stubFetch({ status: 404, body: { errors: ["No existe"], code: "not_found" } });
    const store = makeStore();
    const failed = await store.dispatch(testApi.endpoints.saveThing.initiate({ firstName: "Ana" }));
    expect(failureStatus(failed.error)).toBe(404);
    expect(store.getState().errors.list[0]?.error.title).toBe("No encontrado");
  });

  it("stays silent for a request cancelled because its page went away", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      })),
    );
    const store = makeStore();
    const request = store.dispatch(testApi.endpoints.thing.initiate(7));
    request.abort();
    const result = await request;
    expect(failureStatus(result.error)).toBe(0);
    expect(store.getState().errors.list).toEqual([]);
  });

  it("ends a session the API no longer accepts", async () => {
    saveSession({ access: tokenExpiringIn(900), refresh: "r", user: { ...wireUser(), firstName: "Ana" } } as never);
    stubFetch({ status: 401, body: { errors: ["Sesión vencida"], code: "not_authenticated" } });
    await makeStore().dispatch(testApi.endpoints.thing.initiate(8));
    expect(getAccessToken()).toBeNull();
  });
});
