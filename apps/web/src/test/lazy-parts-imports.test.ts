import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A lesson's lazy parts load after the page, on a phone's network: what they import is what the
 * student downloads and compiles before the score or the player works. The validation library
 * belongs to forms; a lazy part that reaches a module importing it at run time (not `import
 * type`) brings all of it along — the score view once did, through `@fz/contracts/scores` for a
 * path constant (decision 070). This walks each part's import graph as the sources spell it.
 */
const SRC = path.resolve(__dirname, "..");
const CONTRACTS = path.resolve(__dirname, "../../../../packages/contracts/src");

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith("@fz/contracts/")) base = path.join(CONTRACTS, spec.slice("@fz/contracts/".length));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every runtime import (`import … from`, `export … from`, `import()`), type-only ones left out. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"/gms)) {
    if (match[2]) continue;
    // `import { type A, type B } from` is type-only too.
    const names = match[3]!.replace(/^\{|\}$/g, "").split(",").map((name) => name.trim()).filter(Boolean);
    if (match[3]!.startsWith("{") && names.length > 0 && names.every((name) => name.startsWith("type "))) continue;
    specs.push(match[4]!);
  }
  for (const match of source.matchAll(/^\s*import\s+"([^"]+)"/gm)) specs.push(match[1]!);
  for (const match of source.matchAll(/import\(\s*"([^"]+)"\s*\)/g)) specs.push(match[1]!);
  return specs;
}

/** The chain of modules from `entry` to one that imports `library`, or null. */
function pathTo(entry: string, library: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec === library || spec.startsWith(`${library}/`)) return [...trail, file];
      const next = resolveImport(file, spec);
      const found = next && walk(next, [...trail, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

const LAZY_LESSON_PARTS = ["features/learning/notation/score-panel.tsx", "features/learning/components/practice-player.tsx", "features/practice/play-along/play-along-panel.tsx", "features/teaching/components/take-recorder.tsx", "features/teaching/components/send-take-page.tsx"];

describe("a lesson's lazy parts do not bring the validation library", () => {
  it.each(LAZY_LESSON_PARTS)("%s", (part) => {
    const chain = pathTo(path.join(SRC, part), "zod");
    expect(chain?.map((file) => path.relative(path.resolve(SRC, "../../.."), file)) ?? null).toBeNull();
  });

  it("would see it through a contracts module (the walk itself is checked)", () => {
    const chain = pathTo(path.join(SRC, "features/learning/components/rate-dialog.tsx"), "zod");
    expect(chain?.at(-1)).toMatch(/contracts\/src\/learning\.ts$|lib\//);
  });
});
