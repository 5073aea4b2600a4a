import { describe, expect, it } from "vitest";
import { makeStore } from "@/store/make-store";
import { setLoader } from "@/store/slices/commons-slice";

describe("the store", () => {
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
