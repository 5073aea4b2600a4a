import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RateDialog } from "@/features/learning/components/rate-dialog";

function setup(onSubmit = vi.fn(async () => true), onDismiss = vi.fn()) {
  render(<RateDialog open levelTitle="Básico" onSubmit={onSubmit} onDismiss={onDismiss} />);
  return { onSubmit, onDismiss };
}

describe("RateDialog", () => {
  it("asks about the level with five labelled stars and an optional comment", () => {
    setup();
    expect(screen.getByRole("dialog", { name: "¿Qué te pareció el nivel Básico?" })).toBeTruthy();
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    expect(screen.getByLabelText(/1 estrella/)).toBeTruthy();
    expect(screen.getByLabelText(/5 estrellas/)).toBeTruthy();
    expect(screen.getByLabelText(/Comentario/)).toBeTruthy();
  });

  it("refuses to send without a score", async () => {
    const { onSubmit } = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Enviar calificación" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("Elige de 1 a 5 estrellas.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the chosen stars and the comment", async () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByLabelText(/4 estrellas/));
    fireEvent.change(screen.getByLabelText(/Comentario/), { target: { value: "Me gustó el fuelle" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Enviar calificación" }));
    });
    expect(onSubmit).toHaveBeenCalledWith(4, "Me gustó el fuelle");
  });

  it("says so when saving failed, and lets the student try again", async () => {
    const onSubmit = vi.fn(async () => false);
    setup(onSubmit);
    fireEvent.click(screen.getByLabelText(/5 estrellas/));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Enviar calificación" }));
    });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/No se pudo guardar/));
    expect((screen.getByRole("button", { name: "Enviar calificación" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("is dismissed with 'Ahora no', the close button or Escape", () => {
    const { onDismiss } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Ahora no" }));
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });
});
