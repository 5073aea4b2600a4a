import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MissingPricesNotice, missingPlanLabels } from "@/features/admin/components/catalogue/price-editor";

describe("missing prices notice", () => {
  it("lists every plan and currency without a price (a level with only the 1-month COP price)", () => {
    expect(missingPlanLabels({ "1:COP": "49900" }, [1, 4, 12])).toEqual([
      "1 mes (USD)",
      "4 meses (COP)",
      "4 meses (USD)",
      "12 meses (COP)",
      "12 meses (USD)",
    ]);
    render(<MissingPricesNotice value={{ "1:COP": "49900", "4:USD": "  " }} durations={[1, 4, 12]} published what="este nivel" />);
    expect(screen.getByRole("status").textContent).toBe(
      "Planes sin precio: no se ofrecerán en la página de este nivel.Falta el precio de: 1 mes (USD), 4 meses (COP), 4 meses (USD), 12 meses (COP) y 12 meses (USD).",
    );
  });

  it("says nothing when every plan has its prices, and warns when none has", () => {
    const full = { "1:COP": "1", "1:USD": "1", "4:COP": "1", "4:USD": "1", "12:COP": "1", "12:USD": "1" };
    const { container } = render(<MissingPricesNotice value={full} durations={[1, 4, 12]} published what="este nivel" />);
    expect(container.textContent).toBe("");
    render(<MissingPricesNotice value={{}} durations={[1, 4, 12]} published={false} what="el curso completo" />);
    expect(screen.getByRole("status").textContent).toBe("Sin precios: el curso completo no se ofrece a la venta.");
  });
});
