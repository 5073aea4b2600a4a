import { formatMinor } from "@/lib/money";
import { cx } from "@/lib/cx";

interface MoneyView {
  currency: string;
  amountMinor: number;
}

export interface OrderTotalsProps {
  subtotal: MoneyView;
  discount: MoneyView;
  couponCode: string | null;
  total: MoneyView;
  vat: (MoneyView & { ratePercent: number }) | null;
  /** "Total pagado" once the money was taken. */
  paid?: boolean;
  className?: string;
}

/**
 * An order's lines under its items (issue 35): subtotal, the coupon with its code and what it
 * took off, the total, and the IVA it includes — in the order's currency, pesos without centavos.
 * The student's purchases, the receipt and the back office show the same lines.
 */
export function OrderTotals({ subtotal, discount, couponCode, total, vat, paid = false, className }: OrderTotalsProps) {
  return (
    <dl className={cx("flex flex-col gap-1.5", className)} data-testid="order-totals">
      <div className="flex items-baseline justify-between gap-3 text-neutral-700">
        <dt>Subtotal</dt>
        <dd className="tabular-nums" data-testid="order-subtotal">
          {formatMinor(subtotal.amountMinor, subtotal.currency)}
        </dd>
      </div>
      {discount.amountMinor > 0 ? (
        <div className="flex items-baseline justify-between gap-3 font-semibold text-success-ink">
          <dt>{couponCode ? `Cupón ${couponCode}` : "Descuento"}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid="order-discount">
            −{formatMinor(discount.amountMinor, discount.currency)}
          </dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-lg font-bold">{paid ? "Total pagado" : "Total"}</dt>
        <dd className="text-xl font-extrabold tabular-nums" data-testid="order-total">
          {formatMinor(total.amountMinor, total.currency)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm text-neutral-600" data-testid="order-vat">
        {vat ? (
          <>
            <dt>Incluye IVA ({vat.ratePercent} %)</dt>
            <dd className="tabular-nums">{formatMinor(vat.amountMinor, vat.currency)}</dd>
          </>
        ) : (
          <dt>Compra en dólares, sin IVA</dt>
        )}
      </div>
    </dl>
  );
}
