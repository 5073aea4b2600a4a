import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AdminGrantItem } from "@/features/admin/api/students-api";

vi.mock("next/navigation", () => ({
  usePathname: () => "/admin/estudiantes/7",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { RevokeDialog } = await import("@/features/admin/components/students/revoke-dialog");
const { GrantsTable } = await import("@/features/admin/components/grants-table");
const { renderWithStore } = await import("@/test/render");

const grant = (overrides: Partial<AdminGrantItem> = {}): AdminGrantItem => ({
  id: 31,
  scope: "level",
  target: { id: 2, slug: "acordeon-intermedio", title: "Intermedio", course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" } },
  targetId: 2,
  source: "admin",
  createdBy: { id: 1, email: "admin@fzacademia.com" },
  reference: null,
  note: null,
  startsAt: "2026-01-01T00:00:00.000Z",
  endsAt: "2099-01-01T00:00:00.000Z",
  isCurrent: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("revoking an access from the admin student page", () => {
  it("offers «Quitar acceso» only on accesses that are current or scheduled", () => {
    const onRevoke = vi.fn();
    renderWithStore(<GrantsTable grants={[grant(), grant({ id: 32, isCurrent: false, endsAt: "2026-02-01T00:00:00.000Z" })]} onRevoke={onRevoke} />);
    const buttons = screen.getAllByRole("button", { name: /^Quitar acceso: / });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }));
  });

  it("asks for the reason, refuses without one, and sends it to the revoke endpoint", async () => {
    const requests: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        requests.push({ url: String(input), method: init.method ?? "GET", body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
        return new Response(JSON.stringify({ ...grant(), target_id: 2, created_by: null, starts_at: "2026-01-01T00:00:00.000Z", ends_at: "2026-03-01T00:00:00.000Z", is_current: false, created_at: "2026-01-01T00:00:00.000Z" }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const onClose = vi.fn();
    renderWithStore(<RevokeDialog grant={grant()} studentId={7} studentName="Camila Gutiérrez" onClose={onClose} />);
    const dialog = (await screen.findByText("¿Quitar este acceso?")).closest("dialog")!;
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Quitar acceso" })));
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(within(dialog).getByText("Escribe el motivo: el estudiante lo lee en el aviso.")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Motivo"), { target: { value: "Se le dio por error" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Quitar acceso" })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === "POST")).toMatchObject({ url: expect.stringContaining("/api/students/7/grants/31/revoke/"), body: { reason: "Se le dio por error" } });
  });
});
