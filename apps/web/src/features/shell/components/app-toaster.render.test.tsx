import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

const { AppToaster } = await import("@/features/shell/components/app-toaster");
const { toast } = await import("@/lib/toasts");

/**
 * Spec §2: toasts appear in a container, in the kinds success, error and info, each with an
 * icon. Issue 35.14: the info toast, the icons and the container were held by nothing.
 */
describe("the toasts (spec §2)", () => {
  it("success, error and info each show in the «Notificaciones» container, with their kind's icon and a close button", async () => {
    render(<AppToaster />);
    await act(async () => {
      toast.success("Guardado");
      toast.error("No se pudo guardar");
      toast.info("Tu sesión vence pronto");
    });
    const container = await screen.findByRole("region", { name: /Notificaciones/ });
    await waitFor(() => expect(container.querySelectorAll("[data-sonner-toast]")).toHaveLength(3));
    for (const [text, kind] of [
      ["Guardado", "success"],
      ["No se pudo guardar", "error"],
      ["Tu sesión vence pronto", "info"],
    ] as const) {
      const item = screen.getByText(text).closest("[data-sonner-toast]")!;
      expect(container.contains(item)).toBe(true);
      expect(item.getAttribute("data-type")).toBe(kind);
      expect(item.querySelector("[data-icon] svg"), `${kind} icon`).not.toBeNull();
      expect(item.querySelector('button[aria-label="Cerrar notificación"]')).not.toBeNull();
    }
    // The three icons are the kinds' own, not one shared picture.
    const icons = [...container.querySelectorAll("[data-sonner-toast] [data-icon] svg")].map((svg) => svg.innerHTML);
    expect(new Set(icons).size).toBe(3);
  });
});
