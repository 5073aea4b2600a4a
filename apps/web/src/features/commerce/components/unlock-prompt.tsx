"use client";

import { currencyOnlyProps } from "@/lib/currency";
import { useId, useState } from "react";
import { LockIcon, WhatsAppIcon } from "@/components/ui/icons";
import { Button, buttonClasses } from "@/components/ui/button";
import { CurrencySwitch } from "@/components/ui/currency-switch";
import { PriceTag } from "@/components/ui/price-tag";
import { academyPaths } from "@/config/academy-navigation";
import { planLabel } from "@/config/courses";
import type { PriceItem } from "@/lib/academy-types";
import type { UnlockOffer } from "@/components/ui/unlock-slot";
import { useAddToCartMutation } from "@/features/commerce/api/cart-api";
import type { AddToCartInput } from "@/features/commerce/api/cart-types";
import { PurchaseAllOffer } from "@/features/commerce/components/purchase-all-offer";
import { cx } from "@/lib/cx";
import { whatsappLink } from "@/lib/whatsapp";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { selectAcademySignedIn } from "@/store/slices/auth-slice";
import { openRegisterModal } from "@/store/slices/general-slice";
import { useAppRouter } from "@/store/use-app-router";

export interface PlanOption {
  key: string;
  label: string;
  months: number | null;
  /** The product on sale. */
  productId: number;
  /** The product's prices, one per currency: the visitor's currency is shown (PriceTag). */
  prices: PriceItem[];
}

/**
 * One option per product (the API lists a product once per currency), in the API's order.
 * Without prices there is nothing to offer: a plan the shop cannot charge for is never shown.
 */
export function planOptions(prices: PriceItem[], kind: "level" | "tutorial"): PlanOption[] {
  if (prices.length > 0) {
    const byProduct = new Map<number, PlanOption>();
    for (const price of prices) {
      const option = byProduct.get(price.productId) ?? {
        key: `p-${price.productId}`,
        label: kind === "level" && price.months !== null ? `Acceso por ${planLabel(price.months)}` : kind === "level" ? price.label : "Tutorial completo",
        months: price.months,
        productId: price.productId,
        prices: [],
      };
      option.prices.push(price);
      byProduct.set(price.productId, option);
    }
    return [...byProduct.values()];
  }
  return [];
}

/**
 * What unlocks premium content, instead of an error: the plans with their prices. A
 * signed-in student puts a plan (or every level of the course, or the tutorial) in the cart
 * and goes there; a visitor opens the register modal with the plan and the level chosen.
 * Other features' pages show it through `<Unlock>` (components/ui/unlock-slot), filled by
 * the app layer.
 */
export function UnlockPrompt({
  title,
  description,
  levelSlug,
  prices = [],
  kind = "level",
  compact = false,
  headingLevel = 2,
}: UnlockOffer) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const [addToCart] = useAddToCartMutation();
  const router = useAppRouter();
  const signedIn = useAppSelector(selectAcademySignedIn);
  const [adding, setAdding] = useState<string | null>(null);
  const action = signedIn ? (kind === "tutorial" ? "Comprar tutorial" : "Agregar al carrito") : "Regístrate para comprar";
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const plans = planOptions(prices, kind);
  const featured = plans.length === 3 ? 1 : -1;

  const add = async (key: string, input: AddToCartInput) => {
    setAdding(key);
    const result = await addToCart(input);
    setAdding(null);
    // A refusal (a tutorial already owned...) is explained by the error toast; stay here.
    if (result.data) router.push(academyPaths.cart);
  };

  const choose = (plan: PlanOption | null) => {
    if (!signedIn) {
      dispatch(openRegisterModal({ monthSelected: plan?.months ?? null, levelSlug, isPurchaseAll: false }));
    } else if (plan) {
      void add(plan.key, { productId: plan.productId });
    }
  };
  // Signed in, nothing can go in the cart without a product (a plan or tutorial not on sale).
  const canChoose = (plan: PlanOption | null) => !signedIn || plan !== null;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="unlock-prompt"
      className={cx(
        "rounded-3xl border border-primary/40 bg-gradient-to-br from-primary-light via-white to-white",
        compact ? "p-5" : "p-6 sm:p-8",
      )}
    >
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary text-primary">
          <LockIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-primary-ink uppercase">Contenido premium</p>
          <Heading id={headingId} className="mt-1 text-xl font-extrabold sm:text-2xl">
            {title}
          </Heading>
          <p className="mt-2 text-neutral-700">{description}</p>
        </div>
      </div>

      {plans.some((plan) => plan.prices.length > 0) ? <CurrencySwitch compact className="mt-4" /> : null}
      {plans.length > 0 ? (
        <ul className={cx("mt-5 grid gap-2 sm:mt-6 sm:gap-3", plans.length > 1 && "sm:grid-cols-3")} aria-label="Planes disponibles">
          {plans.map((plan, index) => (
            <li
              key={plan.key}
              {...(plan.prices.length > 0 ? currencyOnlyProps(plan.prices) : {})}
              className={cx(
                "flex flex-col gap-3 rounded-2xl border bg-white p-3 sm:p-4",
                index === featured ? "border-primary ring-2 ring-primary/30" : "border-neutral-200",
              )}
            >
              {/* Phones: plan and price on one line, the button below; wider: a column per plan. */}
              <div className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3 sm:block">
                <p className="font-bold">{plan.label}</p>
                {plan.prices.length > 0 ? (
                  <p className="text-xl font-extrabold tabular-nums sm:text-2xl">
                    <PriceTag prices={plan.prices} />
                  </p>
                ) : null}
                {plan.prices.some((price) => price.currency === "COP") ? (
                  <p data-currency-only="COP" className="basis-full text-right text-sm text-neutral-600 sm:text-left">
                    IVA incluido
                  </p>
                ) : null}
              </div>
              <Button
                size="sm"
                variant={index === featured ? "primary" : "outline-dark"}
                className="w-full"
                disabled={adding !== null || !canChoose(plan)}
                onClick={() => choose(plan)}
                aria-label={`${action}: ${plan.label}`}
              >
                {adding === plan.key ? "Agregando…" : action}
              </Button>
            </li>
          ))}
        </ul>
      ) : canChoose(null) ? (
        <div className="mt-6">
          <Button onClick={() => choose(null)}>{action}</Button>
        </div>
      ) : (
        <p className="mt-5 font-semibold text-neutral-700">Por ahora no está a la venta.</p>
      )}

      {signedIn && kind === "level" && levelSlug ? (
        <PurchaseAllOffer
          levelSlug={levelSlug}
          busy={adding !== null}
          onAdd={(productId) => void add(`all-${productId}`, { productId })}
        />
      ) : null}

      <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
        <span>¿Tienes dudas?</span>
        <a
          href={whatsappLink()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("ghost", "sm", "-ml-2 text-whatsapp")}
        >
          <WhatsAppIcon className="size-4" />
          Pregúntanos por WhatsApp
        </a>
      </p>
    </section>
  );
}
