import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WhatsAppFloat } from "@/features/shell/components/whatsapp-float";
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
});
