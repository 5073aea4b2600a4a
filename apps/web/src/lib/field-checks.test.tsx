import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/form-field";
import { useCheckedForm } from "@/lib/checked-form";
import { type FieldChecks, checkFields, oneOf, wholeNumber, yesNo } from "@/lib/field-checks";
import { messagesOf } from "@/lib/forms";

interface Values {
  minutes: number;
  bars: number;
}
const checks: FieldChecks<Values> = {
  minutes: wholeNumber(1, 60, { typed: "Los minutos deben ser un número", whole: "Usa minutos enteros", range: "De 1 a 60 minutos" }),
  bars: wholeNumber(1, 64, { typed: "Los compases deben ser un número", whole: "Usa compases enteros", range: "De 1 a 64 compases" }),
};

function Example({ onValid }: { onValid: (values: Values) => void }) {
  const form = useCheckedForm(checks, { defaultValues: { minutes: "", bars: "4" } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormErrorSummary errors={messagesOf(form.formState.errors)} />
      <TextField label="Minutos" required error={form.formState.errors.minutes?.message} {...form.register("minutes")} />
      <TextField label="Compases" required error={form.formState.errors.bars?.message} {...form.register("bars")} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe("forms checked without zod (the practice tools)", () => {
  it("reads a typed whole number as zod's coerce.number().int().min().max() does", () => {
    const check = wholeNumber(40, 240, { typed: "número", whole: "entero", range: "rango" });
    expect(check("96")).toEqual({ value: 96 });
    expect(check(" 120 ")).toEqual({ value: 120 });
    expect(check(240)).toEqual({ value: 240 });
    expect(check("abc")).toEqual({ message: "número" });
    expect(check(undefined)).toEqual({ message: "número" });
    expect(check("Infinity")).toEqual({ message: "número" });
    expect(check("96.5")).toEqual({ message: "entero" });
    expect(check("")).toEqual({ message: "rango" });
    expect(check("39")).toEqual({ message: "rango" });
    expect(check("241")).toEqual({ message: "rango" });
  });

  it("checks choices and boxes, and every field at once", () => {
    expect(oneOf(["paseo", "son"], "Elige un aire")("son")).toEqual({ value: "son" });
    expect(oneOf(["paseo", "son"], "Elige un aire")("cumbia")).toEqual({ message: "Elige un aire" });
    expect(yesNo("Marca sí o no")(false)).toEqual({ value: false });
    expect(yesNo("Marca sí o no")("false")).toEqual({ message: "Marca sí o no" });
    expect(checkFields(checks, { minutes: "0", bars: "x" })).toEqual({
      success: false,
      errors: { minutes: "De 1 a 60 minutos", bars: "Los compases deben ser un número" },
    });
  });

  it("refuses bad input like any form of the academy: first invalid field focused, every message announced", async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    fireEvent.change(screen.getByLabelText("Compases"), { target: { value: "4.5" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar" })));
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText("Minutos"));
    expect(screen.getByRole("alert").textContent).toBe("Revisa 2 campos: De 1 a 60 minutos. Usa compases enteros.");
    expect(screen.getByLabelText("Compases").getAttribute("aria-invalid")).toBe("true");
  });

  it("hands the checked values (numbers, not text) to the submit handler", async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    fireEvent.change(screen.getByLabelText("Minutos"), { target: { value: "15" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar" })));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ minutes: 15, bars: 4 });
  });
});
