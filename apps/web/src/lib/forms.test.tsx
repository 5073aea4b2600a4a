import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/form-field";
import { messagesOf, showFieldRefusal, useZodForm } from "@/lib/forms";

const schema = z.object({
  name: z.string().trim().min(1, { error: "Escribe tu nombre" }),
  minutes: z.coerce.number({ error: "Los minutos deben ser un número" }).int().min(1, { error: "Al menos 1 minuto" }),
});

function Example({ onValid, refusal }: { onValid: (values: z.output<typeof schema>) => void; refusal?: unknown }) {
  const form = useZodForm(schema, { defaultValues: { name: "", minutes: "" as never } });
  const submit = async (values: z.output<typeof schema>) => {
    onValid(values);
    if (refusal) showFieldRefusal(form, refusal);
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <FormErrorSummary errors={messagesOf(form.formState.errors)} />
      <TextField label="Nombre" required error={form.formState.errors.name?.message} {...form.register("name")} />
      <TextField label="Minutos" required error={form.formState.errors.minutes?.message} {...form.register("minutes")} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe("forms through react-hook-form and zod", () => {
  it("refuses bad input: focuses the first invalid field and announces every message", async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar" })));
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText("Nombre"));
    expect(screen.getByRole("alert").textContent).toBe("Revisa 2 campos: Escribe tu nombre. Al menos 1 minuto.");
    expect(screen.getByLabelText("Nombre").getAttribute("aria-invalid")).toBe("true");
  });

  it("hands the parsed values (trimmed, coerced) to the submit handler", async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "  Ana  " } });
    fireEvent.change(screen.getByLabelText("Minutos"), { target: { value: "15" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar" })));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: "Ana", minutes: 15 });
  });

  it("shows a server refusal about a field at that field, focused, and keeps it (issue 35.11)", async () => {
    const taken = "Ya existe una categoría con un nombre equivalente («ana»).";
    const refusal = { status: 400, data: { errors: [taken], code: "validation_error", fields: { name: taken } } };
    render(<Example onValid={vi.fn()} refusal={refusal} />);
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Ana" } });
    fireEvent.change(screen.getByLabelText("Minutos"), { target: { value: "15" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar" })));
    const name = screen.getByLabelText("Nombre");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(taken);
    expect(document.activeElement).toBe(name);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText(taken)).toBeTruthy();
  });
});

