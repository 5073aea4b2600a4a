import { describe, expect, it } from "vitest";
import { navItems } from "@/config/navigation";
import { WHATSAPP_MESSAGE, whatsappLink } from "@/lib/whatsapp";

describe("navigation items", () => {
  it("default: Inicio, Cursos, Contacto (WhatsApp, new tab), Blog", () => {
    const items = navItems();
    expect(items.map((item) => item.title)).toEqual(["Inicio", "Cursos", "Contacto", "Blog"]);
    expect(items.map((item) => item.url)).toEqual(["/", "/cursos", whatsappLink(), "/blog"]);
    expect(items[2]?.newTab).toBe(true);
    expect(items.filter((item) => item.newTab)).toHaveLength(1);
  });

  it("one variant adds 'Como funciona' (#about) in second place", () => {
    const items = navItems("withAbout");
    expect(items.map((item) => item.title)).toEqual(["Inicio", "Como funciona", "Cursos", "Contacto", "Blog"]);
    expect(items[1]?.url).toBe("/#about");
  });

  it("another variant omits Blog", () => {
    expect(navItems("withoutBlog").map((item) => item.title)).toEqual(["Inicio", "Cursos", "Contacto"]);
  });
});

describe("WhatsApp deep link", () => {
  it("opens a chat with the configured number and a prefilled Spanish text asking name and instrument", () => {
    const url = new URL(whatsappLink());
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/\d{8,15}$/);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toBe(WHATSAPP_MESSAGE);
    expect(text).toMatch(/nombre/i);
    expect(text).toMatch(/instrumento/i);
  });

  it("url-encodes the text", () => {
    expect(whatsappLink("573001234567", "¿Hola? a&b")).toBe("https://wa.me/573001234567?text=%C2%BFHola%3F%20a%26b");
  });
});
