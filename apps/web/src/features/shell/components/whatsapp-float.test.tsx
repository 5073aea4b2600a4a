import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

const { WhatsAppFloat, coversAControl } = await import("@/features/shell/components/whatsapp-float");
import { whatsappLink } from "@/lib/whatsapp";
import { renderWithStore } from "@/test/render";

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
    renderWithStore(<WhatsAppFloat />, { general: { isPublic: false } });
    expect(screen.getByRole("link", { name: "Escríbenos por WhatsApp" }).className).toContain("md:hidden");
  });

  it("knows when a button or a link of the page lies under it, looking through itself", () => {
    const bubble = document.createElement("a");
    const icon = document.createElement("span");
    bubble.append(icon);
    bubble.getBoundingClientRect = () => ({ left: 288, top: 668, right: 344, bottom: 724, width: 56, height: 56, x: 288, y: 668, toJSON: () => ({}) });
    const cta = document.createElement("button");
    const label = document.createElement("span");
    cta.append(label);
    const text = document.createElement("p");
    const under = (elements: Element[]) => ({ elementsFromPoint: () => elements }) as unknown as Document;
    expect(coversAControl(bubble, under([icon, bubble, label, cta, document.body]))).toBe(true);
    expect(coversAControl(bubble, under([icon, bubble, text, document.body]))).toBe(false);
  });
});
