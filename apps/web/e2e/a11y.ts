import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/**
 * WCAG 2.1 A/AA violations on the page (or only inside `include`, a CSS selector, for a
 * journey that checks its own content), summarised for the assertion message.
 */
export async function axeViolations(page: Page, _testInfo: TestInfo, include?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) axe = axe.include(include);
  const results = await axe.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

/** Opens each page, waits for what says it is ready, and expects no WCAG 2.1 AA violation on it. */
export async function expectAccessiblePages(page: Page, testInfo: TestInfo, pages: [path: string, ready: () => Promise<void>][]): Promise<void> {
  for (const [path, ready] of pages) {
    await page.goto(path);
    await ready();
    expect(await axeViolations(page, testInfo), path).toEqual([]);
  }
}
