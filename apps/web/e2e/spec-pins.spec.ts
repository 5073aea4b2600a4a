import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// Issue 35.14: statements of the spec that no test held.
test.describe("spec pins", () => {
  test("the image optimiser accepts only quality 75 (spec §7, §9)", async ({ request }) => {
    const image = readdirSync(path.join(process.cwd(), "apps/web/public/images")).find((name) => /\.(png|jpe?g|webp)$/.test(name));
    expect(image, "a public image to optimise").toBeDefined();
    const url = encodeURIComponent(`/images/${image}`);
    const good = await request.get(`/_next/image?url=${url}&w=640&q=75`);
    expect(good.status()).toBe(200);
    expect(good.headers()["content-type"]).toMatch(/^image\//);
    for (const quality of [50, 90, 100]) {
      const refused = await request.get(`/_next/image?url=${url}&w=640&q=${quality}`);
      expect(refused.status(), `q=${quality}`).toBe(400);
    }
  });
});
