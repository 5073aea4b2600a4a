import { describe, expect, it } from "vitest";
import { makeAppStore } from "@/app/store";
import { setLoader } from "@/store/slices/commons-slice";

describe("the store", () => {
  it("makeStore accepts a partial preloaded state per area", () => {
    const store = makeAppStore({ general: { isPublic: false } });
    expect(store.getState().general.isPublic).toBe(false);
    expect(store.getState().general.openRegisterModal.isRegisterModalOpened).toBe(false);
  });

  it("creates independent stores (no shared module-level state)", () => {
    const a = makeAppStore();
    const b = makeAppStore();
    a.dispatch(setLoader(true));
    expect(b.getState().commons.loader).toBe(false);
  });
});
