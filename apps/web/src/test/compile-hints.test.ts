import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints, firstLoadScripts, shiftedSourceMap, withCompileHint } from "../../../../scripts/web-compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder as `next build` leaves it: root main files, one page's manifest, a lazy chunk. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "fz-hints-"));
  dirs.push(dist);
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  mkdirSync(path.join(dist, "server/app/blog"), { recursive: true });
  writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js", "static/chunks/react-dom.js"] }));
  const manifest = {
    entryJSFiles: {
      "[project]/apps/web/src/app/layout": ["static/chunks/layout.js"],
      "[project]/apps/web/src/app/blog/page": ["static/chunks/layout.js", "static/chunks/blog.js"],
    },
  };
  writeFileSync(
    path.join(dist, "server/app/blog/page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/blog/page"]=${JSON.stringify(manifest)};`,
  );
  for (const name of ["runtime", "react-dom", "layout", "blog", "editor"]) {
    writeFileSync(path.join(dist, `static/chunks/${name}.js`), `globalThis.loaded=(globalThis.loaded||[]).concat(${JSON.stringify(name)});\n//# sourceMappingURL=${name}.js.map`);
    writeFileSync(path.join(dist, `static/chunks/${name}.js.map`), JSON.stringify({ version: 3, sources: [`${name}.ts`], names: [], mappings: "AAAA" }));
  }
  return dist;
}

const read = (dist: string, file: string) => readFileSync(path.join(dist, file), "utf8");

describe("compile hints after the web build", () => {
  it("finds the scripts every document lists: the root main files and each route's entry chunks", () => {
    expect(firstLoadScripts(fakeBuild()).sort()).toEqual(
      ["static/chunks/blog.js", "static/chunks/layout.js", "static/chunks/react-dom.js", "static/chunks/runtime.js"].sort(),
    );
  });

  it("marks those on their first line, shifts their source maps, and leaves lazily loaded chunks alone", () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist)).toBe(4);
    for (const name of ["runtime", "react-dom", "layout", "blog"]) {
      expect(read(dist, `static/chunks/${name}.js`).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
      expect(JSON.parse(read(dist, `static/chunks/${name}.js.map`)).mappings).toBe(";AAAA");
    }
    expect(read(dist, "static/chunks/editor.js").startsWith("//#")).toBe(false);
    expect(JSON.parse(read(dist, "static/chunks/editor.js.map")).mappings).toBe("AAAA");
  });

  it("changes nothing the second time (a rebuild into the same folder, or a rerun)", () => {
    const dist = fakeBuild();
    addCompileHints(dist);
    const before = read(dist, "static/chunks/blog.js") + read(dist, "static/chunks/blog.js.map");
    expect(addCompileHints(dist)).toBe(0);
    expect(read(dist, "static/chunks/blog.js") + read(dist, "static/chunks/blog.js.map")).toBe(before);
  });

  it("is a comment: the marked script runs as before", () => {
    const code = "globalThis.result = [1, 2, 3].map((n) => n * 2).join(',');";
    const sandbox: { result?: string; globalThis?: unknown } = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(withCompileHint(code), sandbox);
    expect(sandbox.result).toBe("2,4,6");
    expect(withCompileHint(withCompileHint(code))).toBe(COMPILE_HINT + code);
  });

  it("shifts indexed source maps section by section", () => {
    const map = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }, { offset: { line: 40, column: 2 }, map: {} }] };
    expect(shiftedSourceMap(map).sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 41, column: 2 },
    ]);
  });
});
