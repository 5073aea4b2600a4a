import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

const { WhatsAppFloat, coversAControl } = await import("@/features/shell/components/whatsapp-float");
import { whatsappLink } from "@/lib/whatsapp";
import { renderWithStore } from "@/test/render";

/** Where the bubble sits on a 360 × 740 phone (bottom right, 56 px). */
const BUBBLE_RECT = { left: 288, top: 668, right: 344, bottom: 724, width: 56, height: 56, x: 288, y: 668, toJSON: () => ({}) } as DOMRect;

describe("floating WhatsApp button", () => {
  it("opens the WhatsApp deep link in a new tab and stays visible on public pages", () => {
    renderWithStore(<WhatsAppFloat />, { general: { isPublic: true } });
    const link = screen.getByRole("link", { name: "Escríbenos por WhatsApp" });
    expect(link.getAttribute("href")).toBe(whatsappLink());
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.className).not.toContain("md:hidden");
  });

  it("is hidden on wide screens on non-public pages", () => {
    nav.pathname = "/academia";
    renderWithStore(<WhatsAppFloat />, { general: { isPublic: false } });
    expect(screen.getByRole("link", { name: "Escríbenos por WhatsApp" }).className).toContain("md:hidden");
    nav.pathname = "/";
  });

  it("never shows in the back office, even on a phone (issue 35.12)", () => {
    for (const path of ["/admin", "/admin/pedidos/12"]) {
      nav.pathname = path;
      const { unmount } = renderWithStore(<WhatsAppFloat />, { general: { isPublic: false } });
      expect(screen.queryByRole("link", { name: "Escríbenos por WhatsApp" })).toBeNull();
      unmount();
    }
    nav.pathname = "/";
  });

  it("knows when a button or a link of the page lies under it, looking through itself", () => {
    const bubble = document.createElement("a");
    const icon = document.createElement("span");
    bubble.append(icon);
    bubble.getBoundingClientRect = () => BUBBLE_RECT;
    const cta = document.createElement("button");
    const label = document.createElement("span");
    cta.append(label);
    const text = document.createElement("p");
    const under = (elements: Element[]) => ({ elementsFromPoint: () => elements }) as unknown as Document;
    expect(coversAControl(bubble, under([icon, bubble, label, cta, document.body]))).toBe(true);
    expect(coversAControl(bubble, under([icon, bubble, text, document.body]))).toBe(false);
  });

  it("steps aside just after the next frame when a control lies under it, not inside the frame", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] });
    const cta = document.createElement("button");
    document.body.append(cta);
    const elementsFromPoint = vi.fn(() => [cta]);
    Object.defineProperty(document, "elementsFromPoint", { configurable: true, value: elementsFromPoint });
    const spy = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(BUBBLE_RECT);
    try {
      renderWithStore(<WhatsAppFloat />, { general: { isPublic: true } });
      const link = screen.getByRole("link", { name: "Escríbenos por WhatsApp" });
      // The animation frame itself reads nothing (its layout is not done yet)…
      act(() => void vi.advanceTimersToNextFrame());
      expect(elementsFromPoint).not.toHaveBeenCalled();
      expect(link.dataset.aside).toBeUndefined();
      // …the task right after it does, and the bubble steps aside.
      act(() => void vi.advanceTimersByTime(1));
      expect(elementsFromPoint).toHaveBeenCalled();
      expect(link.dataset.aside).toBe("true");
      expect(link.getAttribute("tabindex")).toBe("-1");
    } finally {
      spy.mockRestore();
      Reflect.deleteProperty(document, "elementsFromPoint");
      cta.remove();
      vi.useRealTimers();
    }
  });
});
