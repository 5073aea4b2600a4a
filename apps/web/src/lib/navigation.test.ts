import { describe, expect, it } from "vitest";
import { isInternalRouteChange, type ClickInfo } from "@/lib/navigation";

const click: ClickInfo = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = "") => ({ href, target, hasDownload: false });
const here = new URL("https://fz.test/cursos?x=1");

describe("isInternalRouteChange", () => {
  it("is true for a same-origin link to another path or query", () => {
    expect(isInternalRouteChange(click, anchor("/blog"), here)).toBe(true);
    expect(isInternalRouteChange(click, anchor("https://fz.test/cursos?x=2"), here)).toBe(true);
    expect(isInternalRouteChange(click, anchor("/#about"), here)).toBe(true);
  });

  it("is false for the same page, hash-only changes, other origins and the API", () => {
    expect(isInternalRouteChange(click, anchor("/cursos?x=1"), here)).toBe(false);
    expect(isInternalRouteChange(click, anchor("/cursos?x=1#top"), here)).toBe(false);
    expect(isInternalRouteChange(click, anchor("https://wa.me/573001234567"), here)).toBe(false);
    expect(isInternalRouteChange(click, anchor("/api/docs/"), here)).toBe(false);
  });

  it("is false for new tabs, downloads, modified or non-left clicks, cancelled clicks", () => {
    expect(isInternalRouteChange(click, anchor("/blog", "_blank"), here)).toBe(false);
    expect(isInternalRouteChange(click, { ...anchor("/blog"), hasDownload: true }, here)).toBe(false);
    expect(isInternalRouteChange({ ...click, ctrlKey: true }, anchor("/blog"), here)).toBe(false);
    expect(isInternalRouteChange({ ...click, metaKey: true }, anchor("/blog"), here)).toBe(false);
    expect(isInternalRouteChange({ ...click, button: 1 }, anchor("/blog"), here)).toBe(false);
    expect(isInternalRouteChange({ ...click, defaultPrevented: true }, anchor("/blog"), here)).toBe(false);
  });
});
