import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";

describe("Button: one deliberate activation", () => {
  afterEach(() => vi.useRealTimers());

  it("ignores the extra clicks of a double-click, and keeps a submit button from sending its form", () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Siguiente</Button>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    expect(fireEvent.click(screen.getByRole("button", { name: "Siguiente" }), { detail: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("button", { name: "Siguiente" }), { detail: 2 })).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    // A cancelled click is what stops the browser from submitting the form.
    expect(fireEvent.click(screen.getByRole("button", { name: "Enviar" }), { detail: 2 })).toBe(false);
    expect(fireEvent.click(screen.getByRole("button", { name: "Enviar" }), { detail: 1 })).toBe(true);
  });

  it("lets a repeatable button (a stepper) take every click", () => {
    const onClick = vi.fn();
    render(
      <Button repeatable onClick={onClick}>
        +
      </Button>,
    );
    for (const detail of [1, 2, 3]) fireEvent.click(screen.getByRole("button"), { detail });
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("armAfterMs: a button that just appeared ignores activation until it has been seen", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const onClick = vi.fn();
    render(
      <Button armAfterMs={450} onClick={onClick}>
        Enviar
      </Button>,
    );
    expect(fireEvent.click(screen.getByRole("button"), { detail: 1 })).toBe(false);
    vi.advanceTimersByTime(449);
    fireEvent.click(screen.getByRole("button"), { detail: 1 });
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    fireEvent.click(screen.getByRole("button"), { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
