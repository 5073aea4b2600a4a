import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const cache = vi.hoisted(() => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
vi.mock("next/cache", () => cache);

const { POST } = await import("@/app/revalidate/route");
const SECRET = "un-secreto-de-prueba-largo";

function call(body: unknown, secret?: string) {
  return POST(
    new Request("http://localhost/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...(secret ? { "x-revalidate-secret": secret } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

describe("POST /revalidate", () => {
  beforeEach(() => vi.stubEnv("REVALIDATE_SECRET", SECRET));
  afterEach(() => {
    cache.revalidatePath.mockReset();
    cache.revalidateTag.mockReset();
  });

  it("refuses a missing or wrong secret with 401 in the error shape", async () => {
    for (const secret of [undefined, "otro-secreto-cualquiera"]) {
      const response = await call({ paths: ["/blog"] }, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "not_authenticated" });
    }
    expect(cache.revalidatePath).not.toHaveBeenCalled();
  });

  it("refuses everything when no secret is configured", async () => {
    vi.stubEnv("REVALIDATE_SECRET", "");
    expect((await call({ paths: ["/blog"] }, "")).status).toBe(401);
  });

  it("revalidates each path once and the blog's cached answers", async () => {
    const response = await call({ paths: ["/blog", "/blog/uno", "/blog", "/sitemap.xml"] }, SECRET);
    expect(response.status).toBe(200);
    expect(cache.revalidatePath.mock.calls.map((args) => args[0])).toEqual(["/blog", "/blog/uno", "/sitemap.xml"]);
    expect(cache.revalidateTag).toHaveBeenCalledWith("blog", { expire: 0 });
  });

  it("expires the catalogue's cached answers after a course change, and not the blog's", async () => {
    const response = await call({ paths: ["/", "/cursos", "/como-tocar-acordeon-vallenato", "/sitemap.xml"] }, SECRET);
    expect(response.status).toBe(200);
    expect(cache.revalidateTag).toHaveBeenCalledWith("catalogue", { expire: 0 });
    // The sitemap lists posts: its path brings the blog tag too.
    expect(cache.revalidateTag).toHaveBeenCalledWith("blog", { expire: 0 });
    cache.revalidateTag.mockReset();
    await call({ paths: ["/blog/uno"] }, SECRET);
    expect(cache.revalidateTag.mock.calls).toEqual([["blog", { expire: 0 }]]);
  });

  it("expires every page and every cached answer for \"/*\" (the server's start)", async () => {
    const response = await call({ paths: ["/*"] }, SECRET);
    expect(response.status).toBe(200);
    expect(cache.revalidatePath.mock.calls).toEqual([["/", "layout"]]);
    expect(cache.revalidateTag.mock.calls).toEqual([
      ["blog", { expire: 0 }],
      ["catalogue", { expire: 0 }],
    ]);
  });

  it("answers 400 to a body that is not a list of site paths", async () => {
    expect((await call({ paths: ["https://evil.example"] }, SECRET)).status).toBe(400);
    expect((await call("no es json", SECRET)).status).toBe(400);
    expect(cache.revalidatePath).not.toHaveBeenCalled();
  });
});
