import { ACCORDION_LAYOUT_BY_ID } from "@fz/contracts/accordion";
import { act, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { AccordionKeyboard, lightKeyboard } from "@/features/learning/notation/components/accordion-keyboard";
import { BarList } from "@/features/learning/notation/components/bar-list";
import { createNowPlaying } from "@/features/learning/notation/utils/now-playing";
import { QUARTER_TICKS, createSyncMap } from "@/features/learning/notation/utils/score-sync";

const button = (row: number, number: number, direction: "cerrando" | "abriendo") =>
  ACCORDION_LAYOUT_BY_ID["la-re-sol"].buttons.find((b) => b.row === row && b.button === number && b.direction === direction)!;

describe("what sounds, shown without a React render", () => {
  it("lights the keyboard's buttons and says them, putting out the ones that stop", () => {
    const figure = createRef<HTMLElement>();
    const { rerender } = render(<AccordionKeyboard layoutId="la-re-sol" figureRef={figure} />);
    const key = (id: string) => figure.current!.querySelector(`g[data-button="${id}"]`)!;
    lightKeyboard(figure.current!, "la-re-sol", [button(1, 8, "cerrando")], "bajo La, cerrando");
    expect(key("1-8").getAttribute("data-lit")).toBe("cerrando");
    expect(key("1-8").querySelector("circle")!.getAttribute("fill")).toBe("var(--color-primary)");
    // The thicker ring is shown by its stroke's opacity, never by a stroke width (that lays the drawing out).
    expect(key("1-8").querySelector("circle[data-ring]")!.getAttribute("stroke-opacity")).toBe("1");
    expect(screen.getByTestId("accordion-now").textContent).toBe("Cerrando · hilera 1 (La), botón 8: Mi5 · Bajos: bajo La, cerrando");

    lightKeyboard(figure.current!, "la-re-sol", [button(1, 7, "abriendo")], "");
    expect(key("1-8").hasAttribute("data-lit")).toBe(false);
    expect(key("1-8").querySelector("circle")!.getAttribute("fill")).toBe("#fff");
    expect(key("1-8").querySelector("circle[data-ring]")!.getAttribute("stroke-opacity")).toBe("0");
    expect(key("1-7").getAttribute("data-lit")).toBe("abriendo");
    expect(key("1-7").querySelector("text")!.getAttribute("fill")).toBe("#fff");
    expect(screen.getByTestId("accordion-now").textContent).toMatch(/^Abriendo · hilera 1 \(La\), botón 7: /);
    expect(screen.queryByTestId("accordion-bass")).toBeNull();

    // React drawing the keyboard again leaves what is lit alone.
    rerender(<AccordionKeyboard layoutId="la-re-sol" figureRef={figure} />);
    expect(key("1-7").getAttribute("data-lit")).toBe("abriendo");
    lightKeyboard(figure.current!, "la-re-sol", [], "");
    expect(figure.current!.querySelectorAll("g[data-lit]")).toHaveLength(0);
    expect(screen.getByTestId("accordion-now").textContent).toBe("Ningún pito suena ahora.");
  });

  it("marks the bar playing in the bar list, and keeps it through the list's own renders", () => {
    const now = createNowPlaying();
    const map = createSyncMap(
      Array.from({ length: 4 }, (_, index) => ({ index, startTick: index * 2 * QUARTER_TICKS, durationTicks: 2 * QUARTER_TICKS, tempo: 120 })),
      [],
    );
    const onBar = () => undefined;
    const { rerender } = render(<BarList count={4} map={map} now={now} loop={null} pickStart={null} onBar={onBar} />);
    const bar = (n: number) => screen.getByRole("button", { name: new RegExp(`^Compás ${n}, en `) });
    expect(screen.queryAllByRole("button", { current: true })).toHaveLength(0);
    act(() => now.set({ bar: 2 }));
    expect(bar(3).getAttribute("aria-current")).toBe("true");
    act(() => now.set({ bar: 3 }));
    expect(bar(3).hasAttribute("aria-current")).toBe(false);
    expect(bar(4).getAttribute("aria-current")).toBe("true");
    // Choosing a loop re-renders the list: the mark stays where the video is.
    rerender(<BarList count={4} map={map} now={now} loop={{ from: 0, to: 1 }} pickStart={null} onBar={onBar} />);
    expect(bar(4).getAttribute("aria-current")).toBe("true");
    expect(bar(1).className).toContain("bg-primary-light");
    act(() => now.set({ bar: null }));
    expect(screen.queryAllByRole("button", { current: true })).toHaveLength(0);
  });
});
