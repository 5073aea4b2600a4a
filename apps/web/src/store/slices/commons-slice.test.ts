import { describe, expect, it } from "vitest";
import { commonsSlice, setLoader } from "@/store/slices/commons-slice";

describe("loader reducer", () => {
  const reducer = commonsSlice.reducer;
  const initial = reducer(undefined, { type: "init" });

  it("starts closed", () => {
    expect(initial.loader).toBe(false);
  });

  it("is a plain on/off switch (the route change itself: route-change-loader.test, app/error.test)", () => {
    const on = reducer(initial, setLoader(true));
    expect(on.loader).toBe(true);
    const off = reducer(on, setLoader(false));
    expect(off.loader).toBe(false);
  });

  it("touches nothing else", () => {
    const on = reducer(initial, setLoader(true));
    expect({ ...on, loader: false }).toEqual(initial);
  });
});
