import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CrudForm } from "@/components/ui/crud-form";
import { TextField } from "@/components/ui/form-field";
import { useZodForm } from "@/lib/forms";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toasts", () => ({ toast: { success: vi.fn(), error: toastError, info: vi.fn() } }));

const schema = z.object({
  title: z.string().trim().min(1, { error: "El título es obligatorio" }),
  slug: z.string().regex(/^[a-z-]*$/, { error: "Solo minúsculas y guiones" }),
});

function PostForm({ onValid }: { onValid: (values: z.output<typeof schema>, intent?: "draft" | "published") => void }) {
  const form = useZodForm(schema, { defaultValues: { title: "", slug: "" } });
  const { errors } = form.formState;
  return (
    <CrudForm
      form={form}
      onValid={onValid}
      busy={false}
      actions={(submit) => (
        <>
          <button type="submit">Guardar</button>
          <button type="button" onClick={() => submit("published")}>
            Publicar
          </button>
        </>
      )}
    >
      <TextField label="Título" error={errors.title?.message} {...form.register("title")} />
      <TextField label="Slug" error={errors.slug?.message} {...form.register("slug")} />
    </CrudForm>
  );
}

describe("CrudForm", () => {
  it("refused: focus on the first invalid field, every message announced, a toast, nothing saved", async () => {
    HTMLElement.prototype.scrollIntoView = vi.fn();
    const onValid = vi.fn();
    render(<PostForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText("Slug"), { target: { value: "No Vale" } });
    fireEvent.click(screen.getByRole("button", { name: "Publicar" }));

    await vi.waitFor(() => {
      expect(document.activeElement).toBe(screen.getByLabelText("Título"));
      expect(screen.getByRole("alert").textContent).toBe("Revisa 2 campos: El título es obligatorio. Solo minúsculas y guiones.");
    });
    expect(toastError).toHaveBeenCalledWith("Revisa los campos marcados");
    expect(onValid).not.toHaveBeenCalled();

    // A second refusal moves focus again, to the field still wrong.
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "Escalas" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    // The field is focused in the submit handler, the summary on React's next render: wait for both.
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(screen.getByLabelText("Slug"));
      expect(screen.getByRole("alert").textContent).toBe("Revisa 1 campo: Solo minúsculas y guiones.");
    });
  });

  it("hands the schema's output to onValid, with the intent of the button that asked", async () => {
    const onValid = vi.fn();
    render(<PostForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "  Escalas " } });
    fireEvent.click(screen.getByRole("button", { name: "Publicar" }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ title: "Escalas", slug: "" }, "published"));
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(onValid.mock.calls[1]![1]).toBeUndefined();
  });
});
