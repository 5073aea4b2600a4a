"use client";

import Link from "next/link";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { downloadRevenueCsv, exportOrdersCsv, ORDERS_PAGE_SIZE, useAdminOrdersQuery } from "@/features/admin/api/orders-api";
import { Button } from "@/components/ui/button";
import { DownloadIcon } from "@/features/admin/components/admin-icons";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { toast } from "@/lib/toasts";
import { formatCount } from "@/features/admin/utils/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { FilterBar } from "@/components/ui/filter-bar";
import { FilterInput, FilterSelect } from "@/components/ui/filter-field";
import { OrdersTable } from "@/features/admin/components/orders/orders-table";
import { Pager } from "@/features/admin/components/pager";
import {
  EMPTY_ORDER_FILTERS,
  ORDER_PROVIDER_LABELS,
  ORDER_PROVIDERS,
  ORDER_STATUS_LABELS,
  orderSearchParams,
  parseOrderSearchParams,
  type OrderFilters,
} from "@/features/admin/utils/order-filters";
import { dateRangeError } from "@/features/admin/utils/student-filters";

/** `/admin/pedidos`: every order, filtered by status, provider, dates and buyer, in the page URL. */
export function OrdersPage() {
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => parseOrderSearchParams(new URLSearchParams(query)), [query]);
  const rangeError = dateRangeError(filters.from, filters.to);
  // A range that ends before it starts is explained beside the dates, not sent to the API.
  const orders = useAdminOrdersQuery(rangeError ? skipToken : filters);

  const go = (next: OrderFilters) => {
    const qs = orderSearchParams(next);
    window.history.replaceState(null, "", qs ? `?${qs}` : window.location.pathname);
  };
  const setFilter = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => go({ ...filters, [key]: value, page: 1 });
  const filtered = orderSearchParams({ ...filters, page: 1 }) !== "";
  const page = orders.data;
  const loading = orders.isFetching;
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState<null | "orders" | "revenue">(null);
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const download = async (what: "orders" | "revenue") => {
    setDownloading(what);
    try {
      const name = what === "orders" ? await exportOrdersCsv(filters) : await downloadRevenueCsv(month);
      toast.success(`Descarga lista: ${name}`);
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Pedidos"
        description={page ? `${formatCount(page.count)} ${page.count === 1 ? "pedido" : "pedidos"}${filtered ? " con estos filtros" : ""}` : "Cargando…"}
        actions={
          <Button variant="outline-dark" onClick={() => void download("orders")} disabled={downloading !== null || rangeError !== null} aria-busy={downloading === "orders"}>
            <DownloadIcon className="size-5" />
            {downloading === "orders" ? "Preparando CSV…" : "Exportar CSV"}
          </Button>
        }
      />
      <FilterBar
        label="Buscar y filtrar pedidos"
        search={{ label: "Buscar por número, nombre o correo", value: filters.search, onSearch: (text) => setFilter("search", text), placeholder: "Ej.: 12 o camila@" }}
        filtered={filtered}
        onClear={() => go(EMPTY_ORDER_FILTERS)}
        note={
          filters.user ? (
            <p className="mt-3 text-sm">
              Solo los pedidos del{" "}
              <Link href={`/admin/estudiantes/${filters.user}`} className="font-semibold underline underline-offset-2">
                estudiante #{filters.user}
              </Link>
              .
            </p>
          ) : null
        }
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <FilterSelect
            label="Estado"
            value={filters.status}
            onChange={(event) => setFilter("status", event.target.value as OrderFilters["status"])}
            options={[{ value: "", label: "Todos" }, ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }))]}
          />
          <FilterSelect
            label="Medio de pago"
            value={filters.provider}
            onChange={(event) => setFilter("provider", event.target.value as OrderFilters["provider"])}
            options={[{ value: "", label: "Todos" }, ...ORDER_PROVIDERS.map((value) => ({ value, label: ORDER_PROVIDER_LABELS[value] }))]}
          />
          <FilterInput
            label="Creado desde"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilter("from", event.target.value)}
            error={rangeError ?? undefined}
          />
          <FilterInput label="Creado hasta" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => setFilter("to", event.target.value)} />
          <FilterInput
            label="Cupón"
            value={filters.coupon}
            onChange={(event) => setFilter("coupon", event.target.value.toUpperCase().replace(/[^A-Z0-9_-]/g, "").slice(0, 32))}
            placeholder="Ej.: BIENVENIDA"
          />
        </div>
      </FilterBar>
      <OrdersTable
        orders={page?.results ?? []}
        busy={loading}
        empty={orders.isLoading ? "Cargando pedidos…" : filtered ? "Ningún pedido coincide con los filtros." : "Todavía no hay pedidos."}
      />
      <Pager page={filters.page} pageSize={ORDERS_PAGE_SIZE} count={page?.count ?? 0} busy={loading} onPage={(next) => go({ ...filters, page: next })} noun={["pedido", "pedidos"]} />
      <section aria-labelledby="ingresos-del-mes" className="mt-8 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5">
        <h2 id="ingresos-del-mes" className="text-lg font-extrabold">
          Ingresos del mes para contabilidad
        </h2>
        <p className="mt-1 text-sm text-neutral-600">Un CSV con lo cobrado por curso, por medio de pago y por cupón, en cada moneda, con el IVA incluido y lo reembolsado.</p>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <FilterInput label="Mes" type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
          <Button variant="outline-dark" onClick={() => void download("revenue")} disabled={downloading !== null || !/^\d{4}-\d{2}$/.test(month)} aria-busy={downloading === "revenue"}>
            <DownloadIcon className="size-5" />
            {downloading === "revenue" ? "Preparando CSV…" : "Descargar ingresos"}
          </Button>
        </div>
      </section>
    </>
  );
}
