import { describe, expect, it } from "vitest";
import { ACADEMY_TABS_HEIGHT, TOAST_MOBILE_OFFSET, TOAST_OFFSET, toastOffsets } from "@/features/shell/components/app-toaster";

describe("where toasts open (issue 35.12)", () => {
  it("below the header on public pages and the back office", () => {
    for (const path of ["/", "/cursos", "/registro", "/admin/pedidos", "/academias", null]) {
      expect(toastOffsets(path)).toEqual({ offset: TOAST_OFFSET, mobileOffset: TOAST_MOBILE_OFFSET });
    }
  });
  it("below the academy's tabs in the academy, so they never cover «Mis cursos» or «Práctica»", () => {
    for (const path of ["/academia", "/academia/practica", "/academia/niveles/1"]) {
      const { offset, mobileOffset } = toastOffsets(path);
      expect(offset.top).toBe(TOAST_OFFSET.top + ACADEMY_TABS_HEIGHT);
      expect(mobileOffset.top).toBe(TOAST_MOBILE_OFFSET.top + ACADEMY_TABS_HEIGHT);
    }
  });
});
