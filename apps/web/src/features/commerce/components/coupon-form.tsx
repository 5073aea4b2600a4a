"use client";

import { applyCouponRequest, type Currency } from "@fz/contracts/commerce";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useApplyCouponMutation, useRemoveCouponMutation } from "@/features/commerce/api/checkout-api";
import type { ApiQueryError } from "@/store/api";
import { useZodForm } from "@/lib/forms";
import { formatMinor } from "@/lib/money";
import type { CartView } from "@/features/commerce/api/cart-types";

/** The server's words for a refused code (the `{ errors }` body), or a plain retry message. */
function refusal(error: ApiQueryError): string {
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors) && errors.every((e) => typeof e === "string") && errors.length > 0) return errors.join(" ");
  return error.status === null ? "No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo." : "No pudimos aplicar el cupón. Inténtalo de nuevo.";
}

/**
 * "¿Tienes un cupón?": a code applied to the cart (the server prices it and answers the cart),
 * or the applied one with what it takes off and a way to remove it. A refusal says why, in
 * the server's words, under the field.
 */
export function CouponForm({ cart, currency, disabled }: { cart: CartView; currency: Currency; disabled: boolean }) {
  const [applyCoupon, applying] = useApplyCouponMutation();
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const id = useId();
  const form = useZodForm(applyCouponRequest, { defaultValues: { code: "" } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    const result = await applyCoupon({ code, currency });
    if ("error" in result && result.error) {
      form.setError("code", { message: refusal(result.error as ApiQueryError) }, { shouldFocus: true });
    } else {
      form.reset({ code: "" });
    }
  });

  const coupon = cart.coupon;
  if (coupon) {
    return (
      <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-neutral-300 bg-white p-3" data-testid="cart-coupon">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-sm">
            <span className="font-bold">Cupón {coupon.code}</span>
            {coupon.description ? <span className="block text-neutral-600">{coupon.description}</span> : null}
          </p>
          <Button variant="ghost" size="sm" disabled={disabled || removing.isLoading} onClick={() => void removeCoupon(currency)}>
            Quitar
          </Button>
        </div>
        {coupon.applies ? (
          <>
            <p className="text-sm font-semibold text-success-ink">Ahorras {formatMinor(coupon.discount.amountMinor, coupon.discount.currency)}</p>
            {coupon.note ? (
              <p className="text-sm text-neutral-700" data-testid="cart-coupon-note">
                {coupon.note}
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {coupon.problem} Quita el cupón para pagar sin él.
          </p>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5" aria-label="Cupón de descuento">
      <label id={`${id}-label`} htmlFor={`${id}-code`} className="text-sm font-semibold">
        ¿Tienes un cupón?
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          {...form.register("code")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="Escribe el código"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-neutral-400 bg-white px-3 text-base uppercase placeholder:normal-case focus:border-secondary focus:outline-2 focus:outline-offset-1 focus:outline-secondary aria-invalid:border-error"
        />
        <Button type="submit" variant="dark" disabled={disabled || applying.isLoading} aria-busy={applying.isLoading}>
          {applying.isLoading ? "Aplicando…" : "Aplicar"}
        </Button>
      </div>
      {errors.code?.message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-error">
          {errors.code.message}
        </p>
      ) : null}
    </form>
  );
}
