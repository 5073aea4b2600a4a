"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { ORDERS_PAGE_SIZE, useOrdersQuery, type OrderView } from "@/features/commerce/api/orders-api";
import { ReceiptIcon } from "@/features/commerce/components/commerce-icons";
import { orderItemAction, orderItemHref } from "@/features/commerce/utils/item-text";
import { OrderStatusBadge } from "@/features/commerce/components/order-status-badge";
import { OrderTotals } from "@/components/ui/order-totals";
import { formatDate } from "@/lib/format";
import { formatPrice } from "@/lib/money";
import { READ_ON_OPEN } from "@/store/query-status";

const NOTES: Partial<Record<OrderView["status"], string>> = {
  pending: "Esperando la confirmación del medio de pago.",
  failed: "El medio de pago no aprobó el cobro: no se cobró nada.",
  cancelled: "El pago se canceló: no se cobró nada.",
  refund_due: "Recibimos tu pago y te lo estamos devolviendo por el mismo medio.",
};

function pageHref(page: number): string {
  return page <= 1 ? academyPaths.purchases : `${academyPaths.purchases}?pagina=${page}`;
}

/** `/academia/compras`: the student's orders (spec `api/sales/historical`), newest first. */
export function OrderHistoryPage({ page }: { page: number }) {
  const read = useOrdersQuery(page, READ_ON_OPEN);
  const failed = read.isError;
  const current = read.currentData ?? null;
  const pages = current ? Math.max(1, Math.ceil(current.count / ORDERS_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Mis compras</h1>
        <p className="text-lg text-neutral-700">Tus pedidos, del más reciente al más antiguo, con lo que incluyen y su estado.</p>
      </header>

      {failed ? (
        <ProblemPanel title="No pudimos cargar tus compras" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void read.refetch()} />
      ) : !current ? (
        <LoadingPanel message="Cargando tus compras…" />
      ) : current.results.length === 0 ? (
        <section className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-neutral-300 px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-light text-primary-ink">
            <ReceiptIcon className="size-8" />
          </span>
          <h2 className="text-2xl font-extrabold">{page > 1 ? "No hay más compras" : "Aún no tienes compras"}</h2>
          <p className="max-w-md text-neutral-700">Cuando compres un plan de acceso o un tutorial, tu pedido aparecerá aquí.</p>
          <AcademyLink href={page > 1 ? academyPaths.purchases : academyPaths.home} className={buttonClasses("primary")}>
            {page > 1 ? "Ir a la primera página" : "Ver mis cursos"}
          </AcademyLink>
        </section>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Pedidos" data-testid="orders">
          {current.results.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ol>
      )}

      {current && pages > 1 ? (
        <nav aria-label="Páginas de compras" className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <AcademyLink href={pageHref(page - 1)} className={buttonClasses("ghost", "sm")}>
              <ChevronLeftIcon className="size-4" />
              Anterior
            </AcademyLink>
          ) : (
            <span />
          )}
          <span className="text-sm text-neutral-600">
            Página {page} de {pages}
          </span>
          {page < pages ? (
            <AcademyLink href={pageHref(page + 1)} className={buttonClasses("ghost", "sm")}>
              Siguiente
              <ChevronRightIcon className="size-4" />
            </AcademyLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function OrderCard({ order }: { order: OrderView }) {
  const headingId = `pedido-${order.id}`;
  const note = NOTES[order.status];
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-3xl border border-neutral-200 bg-white p-5 sm:p-6" data-testid="order">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-extrabold">
              Pedido #{order.id}
            </h2>
            <p className="text-sm text-neutral-600">
              {formatDate(order.createdAt)}
              {order.paidAt && order.status !== "pending" ? ` · pagado el ${formatDate(order.paidAt)}` : ""}
              {order.refundedAt ? ` · reembolsado el ${formatDate(order.refundedAt)}` : ""}
            </p>
          </div>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </header>
        <ul className="mt-3 divide-y divide-neutral-100 border-y border-neutral-100">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0 font-semibold">
                {order.status === "paid" ? (
                  <AcademyLink href={orderItemHref(item)} className="hover:underline" title={orderItemAction(item)}>
                    {item.description}
                  </AcademyLink>
                ) : (
                  item.description
                )}
              </span>
              <span className="tabular-nums">{formatPrice(item.subtotal.amount, item.subtotal.currency)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          className="mt-3"
          subtotal={order.subtotal}
          discount={order.discount}
          couponCode={order.couponCode}
          total={order.total}
          vat={order.vat}
          paid={order.status === "paid" || order.status === "refunded" || order.status === "refund_due"}
        />
        {order.statusReason ? (
          <p className="mt-3 rounded-2xl bg-neutral-100 px-4 py-3 text-sm text-neutral-800" data-testid="order-status-reason">
            {order.statusReason}
          </p>
        ) : note ? (
          <p className="mt-2 text-sm text-neutral-600">{note}</p>
        ) : null}
      </article>
    </li>
  );
}
