import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "@/components/ui/price-tag";
import { currencyOnlyProps } from "@/lib/currency";

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

  it("shows no peso amount among dollar prices: a product sold in pesos only has no dollar figure (issue 35)", () => {
    const { container } = render(<PriceTag prices={{ COP: { amount: "49900.00", currency: "COP" } }} />);
    expect(container.querySelector('[data-currency-only="USD"]')).toBeNull();
    expect(plain(container.querySelector('[data-currency-only="COP"]')!.textContent)).toBe("$ 49.900");
  });

  it("a plan sold in one currency is shown only under that currency, a plan without prices never", () => {
    expect(currencyOnlyProps([{ amount: "49900.00", currency: "COP" }])).toEqual({ "data-currency-only": "COP" });
    expect(currencyOnlyProps([{ amount: "49900.00", currency: "COP" }, { amount: "12.99", currency: "USD" }])).toEqual({});
    expect(currencyOnlyProps([])).toEqual({ hidden: true });
  });

  it("renders nothing without prices", () => {
    expect(render(<PriceTag prices={[]} />).container.innerHTML).toBe("");
  });
});
