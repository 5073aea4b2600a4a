import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Spec §9: "Theme colours: primary #FFA304, secondary #2D2D2D, error #e22434, success #4caf50."
const css = readFileSync(path.join(import.meta.dirname, "globals.css"), "utf8");

function themeColour(name: string): string | undefined {
  return new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css)?.[1]?.toLowerCase();
}

describe("theme colours", () => {
  it.each([
    ["primary", "#ffa304"],
    ["secondary", "#2d2d2d"],
    ["error", "#e22434"],
    ["success", "#4caf50"],
  ])("--color-%s is the spec's %s", (name, hex) => {
    expect(themeColour(name)).toBe(hex);
  });
});
