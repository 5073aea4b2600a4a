import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => "/verificar-correo" }));

const { VerifyEmailView } = await import("@/features/account/components/verify-email-view");
const { renderWithStore } = await import("@/test/render");

describe("/verificar-correo", () => {
  it("without a token says the link is incomplete, not that it expired or was used, and asks nothing of the API", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithStore(<VerifyEmailView token={null} />);
    expect(screen.getByRole("heading", { name: "Al enlace le falta una parte" })).toBeTruthy();
    expect(screen.queryByText(/venció/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a refused token says it expired or was used", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ errors: ["El enlace no es válido o ya venció."], code: "invalid_email_token" }), { status: 400, headers: { "content-type": "application/json" } })));
    renderWithStore(<VerifyEmailView token="usado" />);
    expect(await screen.findByRole("heading", { name: "Este enlace ya no sirve" })).toBeTruthy();
    expect(screen.getByText(/venció \(dura 24 horas\) o ya se usó/)).toBeTruthy();
  });
});
