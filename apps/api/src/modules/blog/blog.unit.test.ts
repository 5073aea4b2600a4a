import { describe, expect, it, vi } from "vitest";
import { excerptFrom, htmlToText, preparePostBody, readingTimeMinutes, renderMarkdown } from "./blog.markdown";
import { createWebRevalidator, deriveRevalidateSecret } from "../../plugins/page-revalidation";
import { firstFreeSlug, foldAccents, slugify } from "./blog.slug";

describe("slugs", () => {
  it("folds Spanish accents, lower-cases and hyphenates", () => {
    expect(slugify("¿Cómo tocar el Acordeón? ¡Año Ñandú, pingüino!")).toBe("como-tocar-el-acordeon-ano-nandu-pinguino");
    expect(slugify("  5 errores   comunes -- al empezar  ")).toBe("5-errores-comunes-al-empezar");
    expect(foldAccents("ÁÉÍÓÚÜÑ")).toBe("aeiouun");
  });

  it("falls back when nothing is left and stays short", () => {
    expect(slugify("¡¿?!")).toBe("entrada");
    expect(slugify("¡¿?!", "categoria")).toBe("categoria");
    const long = slugify("palabra ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(96);
    expect(long.endsWith("-")).toBe(false);
  });

  it("numbers collisions with the lowest free number", () => {
    expect(firstFreeSlug("guitarra", [])).toBe("guitarra");
    expect(firstFreeSlug("guitarra", ["guitarra"])).toBe("guitarra-2");
    expect(firstFreeSlug("guitarra", ["guitarra", "guitarra-2", "guitarra-urbana"])).toBe("guitarra-3");
    expect(firstFreeSlug("guitarra", ["guitarra", "guitarra-3"])).toBe("guitarra-2");
  });
});

describe("body rendering", () => {
  it("renders Markdown: headings, lists, emphasis, links", () => {
    const html = renderMarkdown("# Título\n\n## Sección\n\n- uno\n- **dos**\n\n[FZ](https://fzacademia.com) y [blog](/blog)");
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<h2>Sección</h2>");
    expect(html).toContain("<li><strong>dos</strong></li>");
    expect(html).toContain('<a href="https://fzacademia.com" rel="noopener noreferrer nofollow" target="_blank">FZ</a>');
    expect(html).toContain('<a href="/blog">blog</a>');
  });

  it("leaves scripts, event handlers and javascript: links inert", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n<a href="javascript:alert(2)" onclick="alert(3)">y</a>\n\n<iframe src="https://evil.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
  });

  it("reads text back out of HTML", () => {
    expect(htmlToText("<p>Do &amp; Re&nbsp;Mi &#241; &#xF1;</p><script>x()</script>")).toBe("Do & Re Mi ñ ñ");
  });

  it("estimates reading time at 200 words a minute, at least one", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes("palabra ".repeat(200))).toBe(1);
    expect(readingTimeMinutes("palabra ".repeat(201))).toBe(2);
    expect(readingTimeMinutes("- * # palabra ".repeat(400))).toBe(2);
  });

  it("derives an excerpt at a word boundary and accent-free search text", () => {
    const text = "El acordeón vallenato ".repeat(20);
    const excerpt = excerptFrom(text);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt.endsWith("…")).toBe(true);
    const prepared = preparePostBody(renderMarkdown, { title: "Canción", excerpt: "", bodyMarkdown: text });
    expect(prepared.excerpt).toBe(excerpt);
    expect(prepared.searchText).toContain("cancion");
    expect(prepared.searchText).toContain("acordeon vallenato");
    expect(preparePostBody(renderMarkdown, { title: "T", excerpt: " Mío ", bodyMarkdown: "x" }).excerpt).toBe("Mío");
  });

  it("an empty excerpt is taken from the paragraphs, not run together with headings and lists (issue 35.13)", () => {
    const body = "## Cómo empezar\n\nToma el acordeón con calma\n\n- Fuelle\n- Teclas\n\n### Los bajos\n\nLuego vienen los bajos.";
    const { excerpt } = preparePostBody(renderMarkdown, { title: "Primeros pasos", excerpt: "", bodyMarkdown: body });
    expect(excerpt).toBe("Toma el acordeón con calma. Luego vienen los bajos.");
    // Only headings: all the text, as before.
    expect(preparePostBody(renderMarkdown, { title: "T", excerpt: null, bodyMarkdown: "# Solo un título" }).excerpt).toBe("Solo un título");
  });
});

describe("web revalidation", () => {
  it("posts the unique paths with the shared secret", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    const log = { warn: vi.fn(), debug: vi.fn() };
    const revalidate = createWebRevalidator({ baseUrl: "http://127.0.0.1:9/", secret: "s".repeat(20), log, fetch });
    await revalidate(["/blog", "/blog/a", "/blog"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:9/revalidate");
    expect((init.headers as Record<string, string>)["x-revalidate-secret"]).toBe("s".repeat(20));
    expect(JSON.parse(init.body as string)).toEqual({ paths: ["/blog", "/blog/a"] });
    await revalidate([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("logs and swallows a web app that is down or refuses", async () => {
    const log = { warn: vi.fn(), debug: vi.fn() };
    const down = createWebRevalidator({
      baseUrl: "http://127.0.0.1:9",
      secret: "x".repeat(20),
      log,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(down(["/blog"])).resolves.toBeUndefined();
    const refused = createWebRevalidator({
      baseUrl: "http://127.0.0.1:9",
      secret: "x".repeat(20),
      log,
      fetch: async () => new Response("no", { status: 401 }),
    });
    await expect(refused(["/blog"])).resolves.toBeUndefined();
    // A real connection to a closed port.
    const closed = createWebRevalidator({ baseUrl: "http://127.0.0.1:9", secret: "x".repeat(20), log, timeoutMs: 2000 });
    await expect(closed(["/blog"])).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it("derives a stable secret that is not the JWT secret", () => {
    const jwt = "j".repeat(40);
    expect(deriveRevalidateSecret(jwt)).toBe(deriveRevalidateSecret(jwt));
    expect(deriveRevalidateSecret(jwt)).not.toBe(jwt);
    expect(deriveRevalidateSecret(jwt)).not.toBe(deriveRevalidateSecret("k".repeat(40)));
  });
});
