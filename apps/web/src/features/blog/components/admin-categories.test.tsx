import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { routeFetch } from "@/test/fetch";

vi.mock("next/navigation", () => ({
  usePathname: () => "/admin/blog/categorias",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toasts", () => ({ toast: { success: toastSuccess, error: vi.fn(), info: vi.fn() } }));

const { AdminCategories } = await import("@/features/blog/components/admin-categories");
const { renderWithStore } = await import("@/test/render");

/** The categories endpoint over a list kept here: reads, the PUT of a rename, nothing else. */
function stubCategories() {
  let list = [
    { id: 1, name: "Acordeón", slug: "acordeon", post_count: 4 },
    { id: 2, name: "Guitarra", slug: "guitarra", post_count: 1 },
  ];
  const { writes } = routeFetch(({ method, url, body }) => {
    if (method === "GET" && url.startsWith("/api/blog/categories/")) return { body: { count: list.length, next: null, previous: null, results: list } };
    if (method !== "PUT") return undefined;
    list = list.map((category) => (url.endsWith(`/${category.id}/`) ? { ...category, ...(body as object) } : category));
    return { body: list.find((category) => url.endsWith(`/${category.id}/`)) };
  });
  return () => writes.map(({ method, url, body }) => ({ method, url, body }));
}

describe("the blog's categories", () => {
  it("a new category without a name: focus stays on the box, its message read, nothing sent", async () => {
    const writes = stubCategories();
    HTMLElement.prototype.scrollIntoView = vi.fn();
    renderWithStore(<AdminCategories />);
    await screen.findByText("Acordeón");
    const box = screen.getByLabelText("Nueva categoría");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Añadir" }));

    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe("El nombre de la categoría es obligatorio");
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Revisa 1 campo: El nombre de la categoría es obligatorio."));
    expect(writes()).toEqual([]);
  });

  it("renames with a PUT that keeps the slug; a refused name is focused and announced first", async () => {
    const writes = stubCategories();
    HTMLElement.prototype.scrollIntoView = vi.fn();
    renderWithStore(<AdminCategories />);
    fireEvent.click(await screen.findByRole("button", { name: "Renombrar «Guitarra»" }));
    const box = screen.getByLabelText("Nuevo nombre de «Guitarra»");
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: "x".repeat(61) } });
    const row = box.closest("li")!;
    fireEvent.click(within(row).getByRole("button", { name: "Guardar" }));
    await vi.waitFor(() => expect(within(row).getByRole("alert").textContent).toBe("Revisa 1 campo: El nombre de la categoría no puede tener más de 60 caracteres."));
    expect(document.activeElement).toBe(box);
    expect(writes()).toEqual([]);

    fireEvent.change(box, { target: { value: "Guitarra y cuatro" } });
    fireEvent.click(within(row).getByRole("button", { name: "Guardar" }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Categoría actualizada"));
    expect(writes()).toEqual([{ method: "PUT", url: "/api/blog/categories/2/", body: { name: "Guitarra y cuatro", slug: "guitarra" } }]);
    // The list is read again: the new name is shown.
    expect(await screen.findByText("Guitarra y cuatro")).toBeTruthy();
  });
});
