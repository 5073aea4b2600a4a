"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { useEffect } from "react";
import { CheckCircleIcon } from "@/components/ui/icons";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { OrderReceipt } from "@/features/commerce/components/order-receipt";
import { PurchaseNotCompleted } from "@/features/commerce/components/purchase-not-completed";
import { useOrderPolling } from "@/features/commerce/hooks/use-order-polling";
import { trackPurchaseOnce } from "@/features/commerce/utils/purchase-tracking";

/**
 * `/academia/compra/exito?pedido=<id>`: the provider says the payment went through, but the
 * order is paid only when its webhook arrives; until then "Confirmando tu pago…", then the
 * receipt (and `purchase`, once per order).
 */
export function PurchaseSuccessPage({ orderId }: { orderId: number | null }) {
  const { order, outcome, again } = useOrderPolling(orderId);

  // The paid products left the cart on the server: the orders endpoint makes the header's count follow.
  const paid = order?.status === "paid" ? order : null;
  useEffect(() => {
    if (paid) trackPurchaseOnce(paid);
  }, [paid]);

  if (orderId === null) {
    return <ProblemPanel title="No encontramos tu pedido" message="El enlace no indica qué pedido consultar." back={{ href: academyPaths.purchases, label: "Ver mis compras" }} />;
  }
  if (outcome?.kind === "failed") {
    return (
      <ProblemPanel
        title="No pudimos consultar tu pedido"
        message="Puede que no sea de tu cuenta o que tu sesión haya terminado. Tus compras están en «Mis compras»."
        back={{ href: academyPaths.purchases, label: "Ver mis compras" }}
      />
    );
  }
  if (order && (order.status === "failed" || order.status === "cancelled")) {
    return <PurchaseNotCompleted reason={order.status === "failed" ? "declined" : "cancelled"} order={order} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {paid ? (
        <>
          <header className="flex flex-col items-center gap-3 text-center">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/15 text-success-ink">
              <CheckCircleIcon className="size-9" />
            </span>
            <h1 className="text-3xl font-extrabold sm:text-4xl">¡Pago confirmado!</h1>
            <p className="max-w-xl text-lg text-neutral-700">
              Gracias por tu compra. Tu acceso ya está activo: entra cuando quieras desde los enlaces de abajo.
            </p>
          </header>
          <OrderReceipt order={paid} />
          <div className="flex flex-wrap justify-center gap-3">
            <AcademyLink href={academyPaths.home} className={buttonClasses("primary")}>
              Ir a mis cursos
            </AcademyLink>
            <AcademyLink href={academyPaths.purchases} className={buttonClasses("outline-dark")}>
              Ver mis compras
            </AcademyLink>
          </div>
        </>
      ) : order?.status === "refunded" ? (
        <ProblemPanel title="Este pedido fue reembolsado" message="El pago se devolvió y el acceso que daba se cerró." back={{ href: academyPaths.purchases, label: "Ver mis compras" }} />
      ) : outcome?.kind === "timeout" ? (
        <section className="flex flex-col items-center gap-4 py-12 text-center">
          <h1 className="text-3xl font-extrabold">Tu pago aún no se confirma</h1>
          <p className="max-w-xl text-lg text-neutral-700">
            El medio de pago todavía no nos avisa del resultado del pedido #{orderId}. Si el cobro se hizo, tu acceso se activará en
            cuanto llegue la confirmación; también lo verás en «Mis compras».
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={again}>Consultar de nuevo</Button>
            <AcademyLink href={academyPaths.purchases} className={buttonClasses("outline-dark")}>
              Ver mis compras
            </AcademyLink>
          </div>
        </section>
      ) : (
        <section role="status" className="flex flex-col items-center gap-4 py-16 text-center">
          <Spinner />
          <h1 className="text-2xl font-extrabold sm:text-3xl">Confirmando tu pago…</h1>
          <p className="max-w-md text-neutral-700">Esperamos la confirmación del medio de pago. Suele tardar unos segundos; no cierres esta página.</p>
        </section>
      )}
    </div>
  );
}
