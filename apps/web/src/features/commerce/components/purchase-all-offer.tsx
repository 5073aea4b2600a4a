"use client";

import { currencyOnlyProps } from "@/lib/currency";
import { Button } from "@/components/ui/button";
import { PriceTag } from "@/components/ui/price-tag";
import { planLabel } from "@/config/courses";
import { usePurchaseAllQuery } from "@/features/commerce/api/cart-api";

/**
 * Beside a level's plans, for a signed-in student: every level of its course in one
 * purchase, when the course has more than one. Shown only once its prices are known; a
 * failure to read them just leaves the level's own plans.
 */
export function PurchaseAllOffer({
  levelSlug,
  busy,
  onAdd,
}: {
  levelSlug: string;
  busy: boolean;
  onAdd: (productId: number) => void;
}) {
  const offer = usePurchaseAllQuery({ level: levelSlug, quiet: true }).currentData;

  if (!offer || offer.levels.length < 2 || offer.options.length === 0) return null;

  return (
    <div className="mt-4 rounded-2xl border border-primary/40 bg-white p-3 sm:p-4" data-testid="purchase-all-offer">
      <p className="font-bold">¿Vas por todo el curso?</p>
      <p className="text-sm text-neutral-700">
        Los {offer.levels.length} niveles de {offer.course.title} en una sola compra, por menos que comprarlos por separado.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Planes de todos los niveles de ${offer.course.title}`}>
        {offer.options.map((option) => {
          return (
            <li key={option.productId} {...currencyOnlyProps(option.prices)}>
              <Button
                size="sm"
                variant="outline-dark"
                disabled={busy}
                onClick={() => onAdd(option.productId)}
              >
                <span className="sr-only">Agregar al carrito todos los niveles por </span>
                {planLabel(option.months)}
                {option.prices.length > 0 ? (
                  <span className="font-normal tabular-nums">
                    · <PriceTag prices={option.prices} />
                  </span>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
