import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 35.12: cards whose whole surface is a link (the link's ::after stretched over the card)
 * hid keyboard focus — the link's own outline is covered, and the ring had to be added card by
 * card. Every such card uses `card-link` (globals.css), which draws focus around the card.
 */
const ROOT = path.resolve(__dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

describe("interactive cards show keyboard focus", () => {
  it("no link is stretched over a card by hand (after:inset-0) or hides its outline: they use card-link", () => {
    const offenders = files(ROOT).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (/after:(absolute|inset-0)|before:inset-0|focus-visible:outline-none/.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it("card-link draws its focus ring on the stretched cover", () => {
    const css = readFileSync(path.join(ROOT, "app/globals.css"), "utf8");
    expect(css).toMatch(/\.card-link::after\s*\{[^}]*inset:\s*0/);
    expect(css).toMatch(/\.card-link:focus-visible::after\s*\{[^}]*box-shadow:[^;]*var\(--color-secondary\)/);
    const users = files(ROOT).filter((file) => readFileSync(file, "utf8").includes('className="card-link"'));
    expect(users.map((file) => path.basename(file)).sort()).toEqual(["academy-dashboard.tsx", "course-card.tsx", "post-card.tsx", "tutorials-page.tsx"]);
  });
});
