"use client";

import type { PaymentProviderName } from "@fz/contracts/commerce";
import { AcademyLink } from "@/components/ui/academy-link";
import { useEffect, useState } from "react";
import { chooseCurrency, SHOP_CURRENCIES } from "@/lib/currency";
import { Button, buttonClasses } from "@/components/ui/button";
import { CurrencySwitch, usePreferredCurrency } from "@/components/ui/currency-switch";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { useCartQuery, useRemoveFromCartMutation } from "@/features/commerce/api/cart-api";
import { isNavigableUrl, useCheckoutMutation, usePaymentOptionsQuery } from "@/features/commerce/api/checkout-api";
import { CartItemRow } from "@/features/commerce/components/cart-item-row";
import { CartIcon, ShieldIcon } from "@/features/commerce/components/commerce-icons";
import { CouponForm } from "@/features/commerce/components/coupon-form";
import { PaymentChoice } from "@/features/commerce/components/payment-choice";
import { PurchaseAllChooser } from "@/features/commerce/components/purchase-all-chooser";
import { formatMinor, formatPrice } from "@/lib/money";
import type { CartView } from "@/features/commerce/api/cart-types";
import { useAppRouter } from "@/store/use-app-router";
import { READ_ON_OPEN } from "@/store/query-status";

function productsLabel(count: number): string {
  return count === 1 ? "1 producto" : `${count} productos`;
}

/**
 * `/academia/carrito`: the cart (spec §7) with its items, the currency it is paid in, the
 * total, "Quitar" (at once, undone if the API refuses) and "Ir a pagar", which hands the
 * browser to the payment provider's page.
 */
export function CartPage({ chooser }: { chooser: { course?: string; level?: string } | null }) {
  const router = useAppRouter();
  // The site-wide currency switch (also on this page) prices the cart: a change reads it again.
  // The page always reads it afresh; the one already read stays on screen meanwhile.
  const currency = usePreferredCurrency();
  const read = useCartQuery({ currency }, READ_ON_OPEN);
  const [removeFromCart] = useRemoveFromCartMutation();
  const cart = read.data ?? null;
  const status = read.isFetching ? "loading" : read.isError ? "failed" : "ready";

  const switching = status === "loading" && cart !== null && cart.currency !== currency;
  // Only the currencies every item is sold in (issue 35): a plan priced only in pesos is paid in pesos.
  const payable = cart && cart.count > 0 ? cart.totals.filter((total) => total.complete).map((total) => total.currency) : SHOP_CURRENCIES;
  const firstPayable = payable[0];
  const wrongCurrency = cart !== null && status === "ready" && cart.currency === currency && firstPayable !== undefined && !payable.includes(currency);
  useEffect(() => {
    if (wrongCurrency && firstPayable) chooseCurrency(firstPayable);
  }, [wrongCurrency, firstPayable]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Tu carrito</h1>
          <p className="mt-1 text-lg text-neutral-700">
            {cart && status !== "loading" ? (cart.count > 0 ? productsLabel(cart.count) : "Sin productos por ahora") : "\u00a0"}
          </p>
        </div>
        <CurrencySwitch disabled={status === "loading"} currencies={payable.length > 0 ? payable : SHOP_CURRENCIES} />
      </header>

      {chooser ? (
        <PurchaseAllChooser by={chooser} currency={currency} onDone={() => router.replace(academyPaths.cart)} />
      ) : null}

      {status === "failed" && !cart ? (
        <ProblemPanel title="No pudimos cargar tu carrito" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void read.refetch()} />
      ) : status === "loading" && !cart ? (
        <LoadingPanel message="Cargando tu carrito…" />
      ) : cart && cart.items.length === 0 ? (
        chooser ? null : <EmptyCart />
      ) : cart ? (
        <div className={switching ? "opacity-60 transition-opacity" : undefined} aria-busy={switching}>
          <CartContents cart={cart} onRemove={(id) => void removeFromCart(id)} disabled={switching} />
        </div>
      ) : null}
    </div>
  );
}

function CartContents({ cart, onRemove, disabled }: { cart: CartView; onRemove: (id: number) => void; disabled: boolean }) {
  const unavailable = cart.items.some((item) => !item.available) || !cart.total.complete;
  const couponRefused = cart.coupon !== null && !cart.coupon.applies;
  const blocked = unavailable || couponRefused;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ul className="flex flex-col gap-3" aria-label="Productos en tu carrito">
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} currency={cart.currency} onRemove={() => onRemove(item.id)} />
        ))}
      </ul>

      <section aria-labelledby="resumen" className="flex flex-col gap-4 rounded-3xl bg-neutral-50 p-5 ring-1 ring-neutral-200 sm:p-6 lg:sticky lg:top-20">
        <h2 id="resumen" className="text-xl font-extrabold">
          Resumen
        </h2>
        <dl className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3 text-neutral-700">
            <dt>{productsLabel(cart.count)}</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">{formatMinor(cart.subtotal.amountMinor, cart.subtotal.currency)}</dd>
          </div>
          {cart.discount.amountMinor > 0 ? (
            <div className="flex items-baseline justify-between gap-3 font-semibold text-success-ink">
              <dt>Descuento del cupón</dt>
              <dd className="whitespace-nowrap tabular-nums" data-testid="cart-discount">−{formatMinor(cart.discount.amountMinor, cart.discount.currency)}</dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 border-t border-neutral-200 pt-3">
            <dt className="text-lg font-bold">Total</dt>
            <dd className="text-2xl font-extrabold tabular-nums" data-testid="cart-total">
              {formatPrice(cart.total.amount, cart.total.currency)}
            </dd>
          </div>
          {cart.vat ? (
            <div className="flex items-baseline justify-between gap-3 text-sm text-neutral-600" data-testid="cart-vat">
              <dt>Incluye IVA ({cart.vat.ratePercent} %)</dt>
              <dd className="tabular-nums">{formatMinor(cart.vat.amountMinor, cart.vat.currency)}</dd>
            </div>
          ) : null}
        </dl>
        {cart.vat ? null : <p className="-mt-2 text-sm text-neutral-600">Precio en dólares para pagos desde fuera de Colombia, sin IVA.</p>}
        <CouponForm cart={cart} currency={cart.currency} disabled={disabled} />
        <Checkout cart={cart} blocked={blocked || disabled} />
        {unavailable ? (
          <p className="text-sm font-semibold text-red-800">Quita los productos marcados para poder pagar.</p>
        ) : null}
        <p className="flex items-start gap-2 text-sm text-neutral-600">
          <ShieldIcon className="mt-0.5 size-4 shrink-0" />
          Pagas en la página segura del medio de pago. El acceso se activa apenas se confirme el pago.
        </p>
      </section>
    </div>
  );
}

/** The provider choice and "Ir a pagar": the order charges exactly the total shown above. */
function Checkout({ cart, blocked }: { cart: CartView; blocked: boolean }) {
  const [startCheckout] = useCheckoutMutation();
  const [leaving, setLeaving] = useState(false);
  const options = usePaymentOptionsQuery(cart.currency);
  const providers = options.data?.currency === cart.currency ? options.data.providers : [];
  const [chosen, setChosen] = useState<PaymentProviderName | null>(null);
  // The student's choice while it is on offer for this currency, else the first (local ones first for pesos).
  const provider = providers.find((option) => option.provider === chosen)?.provider ?? options.data?.defaultProvider ?? providers[0]?.provider ?? null;

  const checkout = async () => {
    if (!provider) return;
    setLeaving(true);
    const result = await startCheckout({ currency: cart.currency, provider, expectedTotalMinor: cart.total.amountMinor });
    if (result.data && isNavigableUrl(result.data.redirectUrl)) {
      // The provider's page is another site (or the API's sandbox page): a full navigation.
      window.location.assign(result.data.redirectUrl);
      return;
    }
    // Refused (an item no longer on sale, a price or the coupon changed): the endpoint reads
    // the cart again, and it shows as it is now.
    setLeaving(false);
  };

  return (
    <>
      {options.isLoading ? (
        <p className="text-sm text-neutral-600">Cargando medios de pago…</p>
      ) : (
        <PaymentChoice options={providers} value={provider} onChange={setChosen} disabled={leaving} />
      )}
      <Button size="lg" className="w-full" disabled={blocked || leaving || !provider} onClick={() => void checkout()}>
        {leaving ? "Abriendo el pago…" : "Ir a pagar"}
      </Button>
    </>
  );
}

function EmptyCart() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-neutral-300 px-6 py-12 text-center" data-testid="empty-cart">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-light text-primary-ink">
        <CartIcon className="size-8" />
      </span>
      <h2 className="text-2xl font-extrabold">Tu carrito está vacío</h2>
      <p className="max-w-md text-neutral-700">
        Elige un plan de acceso en cualquier nivel de tus cursos, o un tutorial, y aparecerá aquí para que lo pagues.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <AcademyLink href={academyPaths.home} className={buttonClasses("primary")}>
          Ver mis cursos
        </AcademyLink>
        <AcademyLink href={academyPaths.tutorials} className={buttonClasses("outline-dark")}>
          Ver tutoriales
        </AcademyLink>
      </div>
    </section>
  );
}
