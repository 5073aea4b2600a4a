import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentTitle, PAGE_NAME_MAX_LENGTH, SITE_NAME, TITLE_TEMPLATE } from "@/config/site";

const APP_DIR = path.resolve(__dirname, "../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /^(page|layout|not-found)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Every literal page name handed to Next's metadata (`title: "…"`, `title: \`…\``). */
function literalTitles(source: string): string[] {
  return [...source.matchAll(/\btitle:\s*(["`])((?:(?!\1).)*)\1/g)].map((match) => match[2]!);
}

describe("page titles (decision 015)", () => {
  it("are the product name, or a page name before it", () => {
    expect(documentTitle(null)).toBe("FZ Academia");
    expect(documentTitle("")).toBe("FZ Academia");
    expect(documentTitle("Cursos")).toBe("Cursos · FZ Academia");
    expect(TITLE_TEMPLATE).toBe("%s · FZ Academia");
  });

  it("the root layout uses the one template and the product name as default", () => {
    const layout = readFileSync(path.join(APP_DIR, "layout.tsx"), "utf8");
    expect(layout).toContain("title: { default: SITE_NAME, template: TITLE_TEMPLATE }");
  });

  it("no page names itself after the product or brings its own template", () => {
    const files = sourceFiles(APP_DIR);
    expect(files.length).toBeGreaterThan(30);
    const offenders: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      if (/template:/.test(source) && !file.endsWith(`${path.sep}app${path.sep}layout.tsx`)) offenders.push(`${file}: own template`);
      for (const title of literalTitles(source)) {
        // Interpolations count at the length of a typical value.
        const shown = title.replace(/\$\{[^}]*\}/g, "xxxxxxxxxx");
        if (title.includes(SITE_NAME) || /[|:]/.test(title) || shown.length > PAGE_NAME_MAX_LENGTH) offenders.push(`${file}: "${title}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
