"use client";

import type { Currency } from "@fz/contracts/commerce";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { planLabel } from "@/config/courses";
import { formatDate } from "@/lib/format";
import { formatPrice } from "@/lib/money";
import { useAddToCartMutation, usePurchaseAllQuery } from "@/features/commerce/api/cart-api";

/**
 * "Comprar todos los niveles" chosen before signing in, without a length: the three lengths
 * of the course's purchase-all with their prices (and what they would cost level by level),
 * one click from the cart.
 */
export function PurchaseAllChooser({
  by,
  currency,
  onDone,
}: {
  by: { course?: string; level?: string };
  currency: Currency;
  onDone: () => void;
}) {
  const [adding, setAdding] = useState<number | null>(null);
  const read = usePurchaseAllQuery({ course: by.course, level: by.level });
  const [addToCart] = useAddToCartMutation();
  const offer = read.currentData ?? null;

  // The failure was told (a toast); the cart below is still there.
  if (read.isError) return null;

  const add = async (productId: number) => {
    setAdding(productId);
    const result = await addToCart({ productId });
    setAdding(null);
    if (result.data) onDone();
  };

  return (
    <section
      aria-labelledby="elegir-todo"
      className="rounded-3xl border border-primary/40 bg-gradient-to-br from-primary-light via-white to-white p-5 sm:p-6"
      data-testid="purchase-all-chooser"
    >
      {!offer ? (
        <div role="status" className="flex items-center gap-3">
          <Spinner />
          <p className="font-semibold">Cargando los planes de todos los niveles…</p>
        </div>
      ) : (
        <>
          <p className="text-xs font-bold tracking-wide text-primary-ink uppercase">Completa tu elección</p>
          <h2 id="elegir-todo" className="mt-1 text-xl font-extrabold sm:text-2xl">
            Todos los niveles de {offer.course.title}
          </h2>
          <p className="mt-1 text-neutral-700">
            {offer.levels.length > 0
              ? `Incluye los niveles ${new Intl.ListFormat("es", { type: "conjunction" }).format(offer.levels.map((item) => item.title))}`
              : "Incluye cada nivel del curso"}
            , además de los que se publiquen mientras tengas acceso. Elige por cuánto tiempo.
          </p>
          {offer.access.hasAccess && offer.access.endsAt ? (
            <p className="mt-2 text-sm font-semibold text-success-ink">
              Ya tienes acceso hasta el {formatDate(offer.access.endsAt)}: lo que compres se suma a esa fecha.
            </p>
          ) : null}
          {offer.options.length === 0 ? (
            <p className="mt-3 font-semibold text-neutral-700">Por ahora el curso completo no está a la venta: elige el plan de un nivel.</p>
          ) : null}
          <ul className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3" aria-label="Planes de todos los niveles">
            {offer.options.map((option) => {
              const price = option.prices.find((item) => item.currency === currency) ?? option.prices[0];
              const saves = price?.separately && Number(price.separately) > Number(price.amount);
              return (
                <li key={option.productId} className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-3 sm:p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">Acceso por {planLabel(option.months)}</p>
                    {price ? <p className="text-xl font-extrabold tabular-nums">{formatPrice(price.amount, price.currency)}</p> : null}
                    {price && saves && price.separately ? (
                      <p className="text-sm text-neutral-600">
                        <span className="sr-only">Por separado costaría </span>
                        <s>{formatPrice(price.separately, price.currency)}</s>
                        <span aria-hidden="true"> por separado</span>
                      </p>
                    ) : null}
                  </div>
                  <Button
                    size="sm"
                    variant={option.months === 4 ? "primary" : "outline-dark"}
                    className="w-full"
                    disabled={adding !== null}
                    onClick={() => void add(option.productId)}
                    aria-label={`Agregar al carrito: todos los niveles por ${planLabel(option.months)}`}
                  >
                    {adding === option.productId ? "Agregando…" : "Agregar al carrito"}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
