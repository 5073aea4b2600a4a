"use client";

import { useId } from "react";
import { LockIcon } from "@/components/ui/academy-icons";
import { Button, buttonClasses } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/ui/icons";
import { PLAN_MONTHS, planLabel } from "@/config/courses";
import type { PriceItem } from "@/lib/academy-types";
import { cx } from "@/lib/cx";
import { formatMoney } from "@/lib/format";
import { whatsappLink } from "@/lib/whatsapp";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { openRegisterModal } from "@/store/slices/general-slice";

export interface PlanOption {
  key: string;
  label: string;
  months: number | null;
  /** The product's prices, one per currency, the first one the main. */
  amounts: string[];
}

/**
 * One option per product (the API lists a product once per currency), in the API's order;
 * without prices, the plans of spec §9 by duration.
 */
export function planOptions(prices: PriceItem[], kind: "level" | "tutorial"): PlanOption[] {
  if (prices.length > 0) {
    const byProduct = new Map<number, PlanOption>();
    for (const price of prices) {
      const option = byProduct.get(price.productId) ?? {
        key: `p-${price.productId}`,
        label: kind === "level" && price.months !== null ? `Acceso por ${planLabel(price.months)}` : kind === "level" ? price.label : "Tutorial completo",
        months: price.months,
        amounts: [],
      };
      option.amounts.push(formatMoney(price.amount, price.currency) || `${price.amount} ${price.currency}`);
      byProduct.set(price.productId, option);
    }
    return [...byProduct.values()];
  }
  if (kind === "tutorial") return [];
  return PLAN_MONTHS.map((months) => ({ key: `m-${months}`, label: `Acceso por ${planLabel(months)}`, months, amounts: [] }));
}

/**
 * What unlocks premium content, instead of an error: the plans (with prices once commerce
 * provides them) and a purchase button that opens the register/purchase modal with the
 * plan and the level chosen; visitors are invited to register first.
 */
export function UnlockPrompt({
  title,
  description,
  levelSlug,
  prices = [],
  kind = "level",
  compact = false,
  headingLevel = 2,
}: {
  title: string;
  description: string;
  /** The level to buy; null for a tutorial. */
  levelSlug: string | null;
  prices?: PriceItem[];
  kind?: "level" | "tutorial";
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const action = signedIn ? (kind === "tutorial" ? "Comprar tutorial" : "Comprar acceso") : "Regístrate para comprar";
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const plans = planOptions(prices, kind);
  const featured = plans.length === 3 ? 1 : -1;

  const choose = (months: number | null) =>
    dispatch(openRegisterModal({ monthSelected: months, levelSlug, isPurchaseAll: false }));

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

      {plans.length > 0 ? (
        <ul className={cx("mt-5 grid gap-2 sm:mt-6 sm:gap-3", plans.length > 1 && "sm:grid-cols-3")} aria-label="Planes disponibles">
          {plans.map((plan, index) => (
            <li
              key={plan.key}
              className={cx(
                "flex items-center justify-between gap-3 rounded-2xl border bg-white p-3 sm:flex-col sm:items-stretch sm:p-4",
                index === featured ? "border-primary ring-2 ring-primary/30" : "border-neutral-200",
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="font-bold">{plan.label}</p>
                {plan.amounts[0] ? <p className="text-xl font-extrabold sm:text-2xl">{plan.amounts[0]}</p> : null}
                {plan.amounts.length > 1 ? <p className="text-sm text-neutral-600">o {plan.amounts.slice(1).join(" · ")}</p> : null}
              </div>
              <Button
                size="sm"
                variant={index === featured ? "primary" : "outline-dark"}
                className="shrink-0"
                onClick={() => choose(plan.months)}
                aria-label={`${action}: ${plan.label}`}
              >
                {action}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6">
          <Button onClick={() => choose(null)}>{action}</Button>
        </div>
      )}

      <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
        <span>{prices.length === 0 && kind === "level" ? "Verás el precio al elegir el plan." : null} ¿Tienes dudas?</span>
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
