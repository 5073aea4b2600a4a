"use client";

import Link from "next/link";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { ORDERS_PAGE_SIZE, useAdminOrdersQuery } from "@/features/admin/api/orders-api";
import { formatCount } from "@/features/admin/components/admin-format";
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
} from "@/features/admin/store/order-filters";
import { dateRangeError } from "@/features/admin/store/student-filters";

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

  return (
    <>
      <AdminPageHeader
        title="Pedidos"
        description={page ? `${formatCount(page.count)} ${page.count === 1 ? "pedido" : "pedidos"}${filtered ? " con estos filtros" : ""}` : "Cargando…"}
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
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
        </div>
      </FilterBar>
      <OrdersTable
        orders={page?.results ?? []}
        busy={loading}
        empty={orders.isLoading ? "Cargando pedidos…" : filtered ? "Ningún pedido coincide con los filtros." : "Todavía no hay pedidos."}
      />
      <Pager page={filters.page} pageSize={ORDERS_PAGE_SIZE} count={page?.count ?? 0} busy={loading} onPage={(next) => go({ ...filters, page: next })} noun={["pedido", "pedidos"]} />
    </>
  );
}
