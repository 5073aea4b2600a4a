import type { Page, TestInfo } from "@playwright/test";

interface AxeResults {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] }[];
}
interface AxeBuilderLike {
  withTags(tags: string[]): AxeBuilderLike;
  include(selector: string): AxeBuilderLike;
  analyze(): Promise<AxeResults>;
}
type AxeBuilderClass = new (options: { page: Page }) => AxeBuilderLike;

let builder: AxeBuilderClass | null | undefined;

/**
 * `@axe-core/playwright` when it is installed (it is not a dependency yet): the check is
 * skipped with an annotation instead of failing on a missing module.
 */
export async function loadAxe(): Promise<AxeBuilderClass | null> {
  if (builder !== undefined) return builder;
  try {
    const name = "@axe-core/playwright";
    const loaded = (await import(name)) as { default?: AxeBuilderClass; AxeBuilder?: AxeBuilderClass };
    builder = loaded.default ?? loaded.AxeBuilder ?? null;
  } catch {
    builder = null;
  }
  return builder;
}

/**
 * WCAG 2.1 A/AA violations on the page (or only inside `include`, a CSS selector, for a
 * journey that checks its own content), summarised for the assertion message.
 */
export async function axeViolations(page: Page, testInfo: TestInfo, include?: string): Promise<string[] | null> {
  const AxeBuilder = await loadAxe();
  if (!AxeBuilder) {
    testInfo.annotations.push({ type: "skip", description: "@axe-core/playwright no está instalado: npm i -D @axe-core/playwright" });
    return null;
  }
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) axe = axe.include(include);
  const results = await axe.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}
