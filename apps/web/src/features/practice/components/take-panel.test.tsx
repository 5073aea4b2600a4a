import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CalibrationFailure } from "@/features/practice/components/take-panel";

describe("a calibration that measured nothing says why (issue 35.10)", () => {
  it("nothing heard: «No te escuché»", () => {
    render(<CalibrationFailure verdict={{ kind: "silent" }} beatTarget={8} />);
    expect(screen.getByText("No te escuché.")).toBeTruthy();
    expect(screen.queryByText(/no fueron parejos/)).toBeNull();
  });
  it("a few claps: how many of the beats", () => {
    render(<CalibrationFailure verdict={{ kind: "few", heard: 3 }} beatTarget={8} />);
    expect(screen.getByText(/solo te escuché 3 de 8 golpes/)).toBeTruthy();
  });
  it("uneven claps keep their words", () => {
    render(<CalibrationFailure verdict={{ kind: "uneven" }} beatTarget={8} />);
    expect(screen.getByText(/los golpes no fueron parejos/)).toBeTruthy();
  });
});
