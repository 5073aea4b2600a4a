import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let admin: string;
let student: string;

beforeAll(async () => {
  ctx = await build();
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  student = (await login(ctx, await createUser(ctx))).access;
});
afterAll(async () => {
  await ctx.close();
});

const preview = (token: string, payload: unknown) => injectWithToken(ctx, token, { method: "POST", url: "/api/admin/markdown-preview/", payload: payload as object });

/** Raw HTML an editor might paste: scripts, event handlers, frames, styles, dangerous links. */
const HOSTILE = [
  "# Título",
  "Texto con <b>negrita cruda</b> y <span style=\"color:red\" onclick=\"alert(1)\">estilo</span>.",
  "<script>alert('x')</script>",
  '<iframe src="https://evil.example/"></iframe>',
  '<img src="x" onerror="alert(2)">',
  "[enlace](javascript:alert(3)) y [externo](https://fzacademia.com/blog)",
  "<style>body{display:none}</style>",
  '<a href="data:text/html;base64,PHNjcmlwdD4=">datos</a>',
].join("\n\n");

describe("POST /api/admin/markdown-preview/", () => {
  it("renders through the published renderer: raw HTML, scripts, frames and handlers come out inert", async () => {
    const response = await preview(admin, { body_markdown: HOSTILE });
    expect(response.statusCode).toBe(200);
    const html: string = response.json().body_html;
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<b>negrita cruda</b>");
    expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|javascript:|data:text|style=/i);
    expect(html).toContain('<a href="https://fzacademia.com/blog" rel="noopener noreferrer nofollow" target="_blank">externo</a>');
  });

  it("is exactly the HTML the published post carries for the same source", async () => {
    const created = await injectWithToken(ctx, admin, {
      method: "POST",
      url: "/api/blog/posts/",
      payload: { title: "Vista previa fiel", body_markdown: HOSTILE, status: "published" },
    });
    expect(created.statusCode).toBe(201);
    const { slug } = created.json();
    const published = await ctx.app.inject({ method: "GET", url: `/api/blog/public/posts/${slug}/` });
    expect(published.statusCode).toBe(200);
    const shown = await preview(admin, { body_markdown: HOSTILE });
    expect(shown.json().body_html).toBe(published.json().body_html);
  });

  it("answers an empty body with empty HTML and refuses bad input in Spanish", async () => {
    expect((await preview(admin, { body_markdown: "" })).json()).toEqual({ body_html: "" });
    const missing = await preview(admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.join(" ")).toMatch(/contenido/i);
    const long = await preview(admin, { body_markdown: "a".repeat(100_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual(["El contenido no puede tener más de 100.000 caracteres"]);
  });

  it("is for administrators only", async () => {
    expect((await preview(student, { body_markdown: "hola" })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: "/api/admin/markdown-preview/", payload: { body_markdown: "hola" } })).statusCode).toBe(401);
  });
});
