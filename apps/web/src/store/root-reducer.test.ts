import { describe, expect, it } from "vitest";
import { makeStore } from "@/store/make-store";
import { hydrate, mergeHydration } from "@/store/root-reducer";
import { setLoader } from "@/store/slices/commons-slice";

describe("server hydration", () => {
  it("merges server state but keeps the client's own loader (on)", () => {
    const store = makeStore();
    store.dispatch(setLoader(true));
    store.dispatch(
      hydrate({
        commons: { loader: false, countries: [{ id: 1, name: "Colombia", code: "CO", phoneCode: "+57" }] },
        blog: { count: 7 },
      }),
    );
    const state = store.getState();
    expect(state.commons.loader).toBe(true);
    expect(state.commons.countries).toHaveLength(1);
    expect(state.blog.count).toBe(7);
    // Fields the server did not send survive.
    expect(state.blog.categories).toEqual([]);
  });

  it("keeps the client's loader (off) when the server says on", () => {
    const store = makeStore();
    store.dispatch(hydrate({ commons: { loader: true } }));
    expect(store.getState().commons.loader).toBe(false);
  });

  it("leaves areas the server did not send untouched", () => {
    const store = makeStore();
    const before = store.getState();
    const after = mergeHydration(before, { themes: { theme: null } });
    expect(after.auth).toBe(before.auth);
    expect(after.errors).toBe(before.errors);
  });

  it("makeStore accepts a partial preloaded state per area", () => {
    const store = makeStore({ general: { isPublic: false } });
    expect(store.getState().general.isPublic).toBe(false);
    expect(store.getState().general.openRegisterModal.isRegisterModalOpened).toBe(false);
  });

  it("creates independent stores (no shared module-level state)", () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(setLoader(true));
    expect(b.getState().commons.loader).toBe(false);
  });
});
