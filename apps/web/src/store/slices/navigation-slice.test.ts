import { describe, expect, it } from "vitest";
import { makeStore } from "@/store/make-store";
import {
  DEFAULT_DRAWER,
  NAVIGATION_STORAGE_KEY,
  readDrawerPreferences,
  restoreDrawerPreferences,
  toggleDrawer,
  toggleDrawerMini,
} from "@/store/slices/navigation-preferences";
import { navigationSlice, restoreDrawer, setOpenMobile, toggleMini, toggleOpen, toggleOpenMobile } from "@/store/slices/navigation-slice";

const reducer = navigationSlice.reducer;

describe("navigation reducers (spec §3: open, openMobile, mini)", () => {
  it("starts closed and expanded", () => {
    expect(reducer(undefined, { type: "init" })).toEqual({ open: false, openMobile: false, mini: false });
  });

  it("toggles each flag on its own", () => {
    const opened = reducer(undefined, toggleOpen());
    expect(opened).toEqual({ open: true, openMobile: false, mini: false });
    const mini = reducer(opened, toggleMini());
    expect(mini).toEqual({ open: true, openMobile: false, mini: true });
    const mobile = reducer(mini, toggleOpenMobile());
    expect(mobile).toEqual({ open: true, openMobile: true, mini: true });
    expect(reducer(mobile, setOpenMobile(false)).openMobile).toBe(false);
  });

  it("restores the drawer without touching the phone overlay", () => {
    const state = reducer({ open: false, openMobile: true, mini: false }, restoreDrawer({ open: true, mini: true }));
    expect(state).toEqual({ open: true, openMobile: true, mini: true });
  });
});

describe("drawer preferences in localStorage", () => {
  it("opens the drawer on a first visit", () => {
    expect(readDrawerPreferences()).toEqual(DEFAULT_DRAWER);
    const store = makeStore();
    store.dispatch(restoreDrawerPreferences());
    expect(store.getState().navigation).toEqual({ open: true, openMobile: false, mini: false });
  });

  it("remembers mini and open, and restores them in a new store", () => {
    const first = makeStore();
    first.dispatch(restoreDrawerPreferences());
    first.dispatch(toggleDrawerMini());
    expect(JSON.parse(window.localStorage.getItem(NAVIGATION_STORAGE_KEY)!)).toEqual({ open: true, mini: true });
    first.dispatch(toggleDrawer());
    expect(first.getState().navigation.open).toBe(false);

    const second = makeStore();
    second.dispatch(restoreDrawerPreferences());
    expect(second.getState().navigation).toEqual({ open: false, openMobile: false, mini: true });
  });

  it("ignores a corrupt or partial stored value", () => {
    window.localStorage.setItem(NAVIGATION_STORAGE_KEY, "{not json");
    expect(readDrawerPreferences()).toEqual(DEFAULT_DRAWER);
    window.localStorage.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify({ mini: "yes", open: false }));
    expect(readDrawerPreferences()).toEqual({ open: false, mini: false });
  });
});
