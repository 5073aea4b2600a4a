import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "@/components/ui/price-tag";

const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");

describe("PriceTag", () => {
  it("renders one figure per currency for the page's currency rule to pick, IVA noted on pesos", () => {
    const { container } = render(
      <PriceTag prices={[{ amount: "34900.00", currency: "COP" }, { amount: "8.99", currency: "USD" }]} prefix="Desde " vatNote />,
    );
    const cop = container.querySelector('[data-currency-only="COP"]');
    const usd = container.querySelector('[data-currency-only="USD"]');
    expect(plain(cop!.textContent)).toBe("Desde $ 34.900 · IVA incluido");
    expect(plain(usd!.textContent)).toBe("Desde US$ 8,99");
  });

  it("falls back to the other currency's figure when a product is sold in one only", () => {
    const { container } = render(<PriceTag prices={{ COP: { amount: "49900.00", currency: "COP" } }} />);
    expect(plain(container.querySelector('[data-currency-only="USD"]')!.textContent)).toBe("$ 49.900");
  });

  it("renders nothing without prices", () => {
    expect(render(<PriceTag prices={[]} />).container.innerHTML).toBe("");
  });
});
