"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type AdminCouponItem, COUPONS_PAGE_SIZE, useAdminCouponsQuery, useDeleteCouponMutation } from "@/features/admin/api/coupons-api";
import { formatCount } from "@/features/admin/utils/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Table, EmptyRow, Td, Th, Tr } from "@/components/ui/table";
import { Badge, type BadgeTone } from "@/features/admin/components/badge";
import { CouponDialog } from "@/features/admin/components/coupons/coupon-dialog";
import { FilterInput, FilterPanel } from "@/components/ui/filter-field";
import { Pager } from "@/features/admin/components/pager";
import { formatMinor } from "@/lib/money";

const STATE_TONES: Record<string, BadgeTone> = { Vigente: "success", Programado: "warning", Vencido: "neutral", Agotado: "neutral", Inactivo: "danger" };
const dateFormat = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeZone: "America/Bogota" });

function discountText(coupon: AdminCouponItem): string {
  if (coupon.discountKind === "percent") return `${coupon.percentOff} %`;
  return [coupon.amountOffCop !== null ? formatMinor(coupon.amountOffCop, "COP") : null, coupon.amountOffUsd !== null ? formatMinor(coupon.amountOffUsd, "USD") : null].filter(Boolean).join(" · ");
}

function scopeText(coupon: AdminCouponItem): string {
  switch (coupon.scope) {
    case "course":
      return `Curso: ${coupon.course?.title ?? "—"}`;
    case "level":
      return `Nivel: ${coupon.level ? `${coupon.level.courseTitle ?? ""} · ${coupon.level.title}` : "—"}`;
    case "tutorials":
      return "Tutoriales";
    default:
      return "Todos los productos";
  }
}

function windowText(coupon: AdminCouponItem): string {
  if (!coupon.startsAt && !coupon.endsAt) return "Sin fecha límite";
  if (!coupon.startsAt) return `Hasta el ${dateFormat.format(new Date(coupon.endsAt!))}`;
  if (!coupon.endsAt) return `Desde el ${dateFormat.format(new Date(coupon.startsAt))}`;
  return `${dateFormat.format(new Date(coupon.startsAt))} – ${dateFormat.format(new Date(coupon.endsAt))}`;
}

function usesText(coupon: AdminCouponItem): string {
  const used = coupon.uses.consumed;
  const limit = coupon.maxRedemptions === null ? "sin límite" : `de ${formatCount(coupon.maxRedemptions)}`;
  const held = coupon.uses.reserved > 0 ? ` (+${coupon.uses.reserved} en pagos pendientes)` : "";
  return `${formatCount(used)} ${limit}${held}`;
}

/** `/admin/cupones`: discount coupons — search, create, edit, switch off or delete (each change audited). */
export function CouponsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminCouponItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminCouponItem | null>(null);
  const list = useAdminCouponsQuery({ page, search: query });
  const [deleteCoupon, deletion] = useDeleteCouponMutation();
  const data = list.data;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(search.trim());
    setPage(1);
  };
  const open = (coupon: AdminCouponItem | null) => {
    setEditing(coupon);
    setDialogOpen(true);
  };

  return (
    <>
      <AdminPageHeader
        title="Cupones"
        description={data ? `${formatCount(data.count)} ${data.count === 1 ? "cupón" : "cupones"}${query ? " con esta búsqueda" : ""}` : "Cargando…"}
        actions={<Button onClick={() => open(null)}>Nuevo cupón</Button>}
      />
      <FilterPanel label="Buscar cupones">
        <form role="search" onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FilterInput label="Buscar por código o descripción" type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={64} className="flex-1" />
          <Button type="submit" variant="dark">
            Buscar
          </Button>
        </form>
      </FilterPanel>
      <Table caption="Cupones de descuento" busy={list.isFetching} className="min-w-[60rem]">
        <thead>
          <tr>
            <Th sticky>Código</Th>
            <Th>Descuento</Th>
            <Th>Aplica a</Th>
            <Th>Vigencia</Th>
            <Th>Usos</Th>
            <Th>Estado</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {(data?.results ?? []).map((coupon) => (
            <Tr key={coupon.id}>
              <Td sticky>
                <span className="font-mono font-bold">{coupon.code}</span>
                {coupon.description ? <span className="block max-w-[14rem] text-xs text-neutral-600">{coupon.description}</span> : null}
              </Td>
              <Td className="whitespace-nowrap tabular-nums">{discountText(coupon)}</Td>
              <Td>
                {scopeText(coupon)}
                {coupon.minOrderCop !== null || coupon.minOrderUsd !== null ? (
                  <span className="block text-xs text-neutral-600">
                    Compra mínima: {[coupon.minOrderCop !== null ? formatMinor(coupon.minOrderCop, "COP") : null, coupon.minOrderUsd !== null ? formatMinor(coupon.minOrderUsd, "USD") : null].filter(Boolean).join(" · ")}
                  </span>
                ) : null}
              </Td>
              <Td>{windowText(coupon)}</Td>
              <Td>
                {usesText(coupon)}
                {coupon.oncePerStudent ? <span className="block text-xs text-neutral-600">Una vez por estudiante</span> : null}
                {coupon.firstPurchaseOnly ? <span className="block text-xs text-neutral-600">Solo primera compra</span> : null}
              </Td>
              <Td>
                <Badge tone={STATE_TONES[coupon.stateLabel] ?? "neutral"}>{coupon.stateLabel}</Badge>
              </Td>
              <Td className="whitespace-nowrap text-right">
                <Button variant="outline-dark" size="sm" onClick={() => open(coupon)} aria-label={`Editar el cupón ${coupon.code}`}>
                  Editar
                </Button>{" "}
                <Button variant="ghost" size="sm" onClick={() => setDeleting(coupon)} aria-label={`Eliminar el cupón ${coupon.code}`}>
                  Eliminar
                </Button>
              </Td>
            </Tr>
          ))}
          {data && data.results.length === 0 ? (
            <EmptyRow columns={7}>{query ? "Ningún cupón coincide con la búsqueda." : "Todavía no hay cupones. Crea el primero con «Nuevo cupón»."}</EmptyRow>
          ) : null}
          {!data && list.isLoading ? <EmptyRow columns={7}>Cargando cupones…</EmptyRow> : null}
        </tbody>
      </Table>
      <Pager page={page} pageSize={COUPONS_PAGE_SIZE} count={data?.count ?? 0} busy={list.isFetching} onPage={setPage} noun={["cupón", "cupones"]} />
      <CouponDialog coupon={editing} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Eliminar el cupón ${deleting?.code ?? ""}?`}
        confirmLabel="Eliminar"
        busy={deletion.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void deleteCoupon(deleting.id).then(() => setDeleting(null));
        }}
      >
        Solo se puede eliminar un cupón que nadie ha usado; uno usado se desactiva desde «Editar».
      </ConfirmDialog>
    </>
  );
}
