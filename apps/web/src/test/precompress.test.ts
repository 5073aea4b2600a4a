import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress, precompressibleFiles } from "../../../../scripts/web-precompress.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build's static folder: scripts in nested folders, a stylesheet, a source map and an image. */
function fakeStatic(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fz-precompress-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "chunks/app"), { recursive: true });
  mkdirSync(path.join(dir, "media"), { recursive: true });
  writeFileSync(path.join(dir, "chunks/runtime.js"), "globalThis.listo = true;\n".repeat(500));
  writeFileSync(path.join(dir, "chunks/app/page.js"), "export const tema = 'Conociendo el acordeón diatónico';\n".repeat(50));
  writeFileSync(path.join(dir, "chunks/site.css"), "body{color:#2d2d2d}\n".repeat(300));
  writeFileSync(path.join(dir, "chunks/runtime.js.map"), "{}");
  writeFileSync(path.join(dir, "media/logo.svg"), "<svg/>");
  return dir;
}

describe("Brotli copies after the web build", () => {
  it("copies every script and stylesheet, nested ones included, and nothing else", async () => {
    const dir = fakeStatic();
    expect(precompressibleFiles(dir).map((file) => path.relative(dir, file)).sort()).toEqual(["chunks/app/page.js", "chunks/runtime.js", "chunks/site.css"]);
    const result = await precompress(dir);
    expect(result.files).toBe(3);
    expect(result.brotliBytes).toBeLessThan(result.plainBytes / 10);
    for (const file of ["chunks/runtime.js", "chunks/app/page.js", "chunks/site.css"]) {
      const copy = path.join(dir, `${file}.br`);
      expect(brotliDecompressSync(readFileSync(copy)).equals(readFileSync(path.join(dir, file))), file).toBe(true);
      // Never older than its file: the server sends only such copies.
      expect(statSync(copy).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(dir, file)).mtimeMs);
    }
    expect(existsSync(path.join(dir, "chunks/runtime.js.map.br"))).toBe(false);
    expect(existsSync(path.join(dir, "media/logo.svg.br"))).toBe(false);
  });

  it("runs again over its own copies without copying them", async () => {
    const dir = fakeStatic();
    await precompress(dir);
    writeFileSync(path.join(dir, "chunks/runtime.js"), "globalThis.cambiado = true;\n".repeat(500));
    expect((await precompress(dir)).files).toBe(3);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "chunks/runtime.js.br"))).toString()).toContain("cambiado");
    expect(existsSync(path.join(dir, "chunks/runtime.js.br.br"))).toBe(false);
  });
});
