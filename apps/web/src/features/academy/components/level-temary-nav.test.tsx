import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LevelTemaryNav } from "@/features/academy/components/level-temary-nav";
import { toCamel } from "@/lib/case";
import type { TemaryPage } from "@/lib/academy-types";
import { api } from "@/store/api";
import { wireTemary, wireTopicSummary } from "@/test/academy-factories";
import { renderWithStore } from "@/test/render";

const themes = [
  wireTopicSummary({ id: 1, slug: "conociendo-el-acordeon", title: "Conociendo el acordeón", position: 1, finished: true }),
  wireTopicSummary({ id: 2, slug: "postura-y-agarre", title: "Postura y agarre", position: 2 }),
  wireTopicSummary({ id: 3, slug: "el-fuelle", title: "El fuelle", position: 3 }),
];

function renderNav() {
  const view = renderWithStore(<LevelTemaryNav levelId={1} currentSlug="postura-y-agarre" />);
  view.store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: "temary", arg: { levelId: 1, quiet: true }, value: toCamel(wireTemary(themes)) as TemaryPage },
    ] as never),
  );
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe("LevelTemaryNav", () => {
  it("holds the list once until the phone's folded temary is opened", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
    const { container } = renderNav();
    // The side column (wide screens) lists every topic; the phone's list is not rendered yet.
    const side = await screen.findByRole("navigation", { name: "Temario del nivel" });
    expect(within(side).getAllByRole("link", { name: /El fuelle|Postura|Conociendo/ })).toHaveLength(3);
    expect(container.querySelectorAll('[data-testid="temary"]')).toHaveLength(1);
    const details = container.querySelector("details")!;
    expect(details.open).toBe(false);

    // Opening it renders the list in the same commit as the `open` attribute.
    fireEvent.click(screen.getByText(/^Temario del nivel Básico/));
    expect(details.open).toBe(true);
    const phoneList = within(details).getByTestId("temary");
    expect(within(phoneList).getByRole("link", { name: /El fuelle/ })).toBeTruthy();
    expect(within(details).getByText("1/3")).toBeTruthy();

    // And folding it away removes it again.
    fireEvent.click(screen.getByText(/^Temario del nivel Básico/));
    expect(details.open).toBe(false);
    expect(within(details).queryByTestId("temary")).toBeNull();
  });
});
