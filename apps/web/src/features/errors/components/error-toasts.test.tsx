import { act, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { ErrorToasts } from "@/features/errors/components/error-toasts";
import { ApiError } from "@/lib/api-error";
import { reportError } from "@/store/slices/errors-slice";
import { renderWithStore } from "@/test/render";

describe("ErrorToasts", () => {
  it("shows each queued error as an error toast, then removes it from the list", async () => {
    const error = vi.spyOn(toast, "error");
    const { store } = renderWithStore(<ErrorToasts />);
    act(() => {
      store.dispatch(reportError(new ApiError(400, { errors: ["El nombre es obligatorio", "La contraseña es obligatoria"], code: "v" })));
    });
    expect(store.getState().errors.list).toEqual([]);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenNthCalledWith(1, "Datos incorrectos", expect.objectContaining({ description: "El nombre es obligatorio" }));
    expect(error).toHaveBeenNthCalledWith(2, "Datos incorrectos", expect.objectContaining({ description: "La contraseña es obligatoria" }));
    expect(store.getState().errors.list).toEqual([]);
  });

  it("shows the connection error when no response arrived", async () => {
    const error = vi.spyOn(toast, "error");
    const { store } = renderWithStore(<ErrorToasts />);
    act(() => {
      store.dispatch(reportError(new ApiError(undefined, undefined)));
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith("Error de conexion", expect.objectContaining({ description: "Verifica tu conexión e inténtalo de nuevo." }));
  });
});
