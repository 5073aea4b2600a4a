import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

const { CartLink } = await import("@/features/commerce/components/cart-link");
const { renderWithStore } = await import("@/test/render");
const { stubFetch } = await import("@/test/fetch");
const { wireCart, wireCartItem } = await import("@/test/commerce-factories");
const { wireUser } = await import("@/test/factories");
const { toCamel } = await import("@/lib/case");

type SessionUser = import("@/lib/session").SessionUser;
const as = (role: string) => ({ auth: { token: "t", user: toCamel(wireUser({ role })) as SessionUser, restored: true } });

describe("header cart link", () => {
  it("shows a signed-in student's count, read once", async () => {
    const { calls } = stubFetch({ status: 200, body: wireCart([wireCartItem(), wireCartItem({ id: 2 })]) });
    renderWithStore(<CartLink />, as("student"));
    const link = await screen.findByRole("link", { name: "Carrito, 2 productos" });
    expect(link.getAttribute("href")).toBe("/academia/carrito");
    expect(screen.getByTestId("cart-count").textContent).toBe("2");
    expect(calls).toHaveLength(1);
  });

  it("is not there for visitors or admins", () => {
    const { fetchMock } = stubFetch();
    renderWithStore(<CartLink />);
    renderWithStore(<CartLink />, as("admin"));
    expect(screen.queryByTestId("cart-link")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
