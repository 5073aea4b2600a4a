"use client";

import { Fragment, useState } from "react";
import { LOGS_PAGE_SIZE, useAuditEntriesQuery, type AuditEntryItem } from "@/features/admin/api/logs-api";
import { formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Table, EmptyRow, Td, Th, Tr } from "@/components/ui/table";
import { FilterBar } from "@/components/ui/filter-bar";
import { FilterInput, FilterSelect } from "@/components/ui/filter-field";
import { AUDIT_ACTION_OPTIONS, AUDIT_ENTITY_OPTIONS, auditActionLabel } from "@/features/admin/utils/audit-labels";
import { Pager } from "@/features/admin/components/pager";
import { useQueryState } from "@/features/admin/hooks/use-query-state";
import { auditDiff, auditEntrySummary } from "@/features/admin/utils/audit-diff";
import { cx } from "@/lib/cx";

/** Before and after of one change, field by field; changed fields stand out. */
function AuditDiffView({ entry }: { entry: AuditEntryItem }) {
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <p className="text-sm text-neutral-600">Este cambio no guardó detalles.</p>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Cambios de {auditActionLabel(entry.action)}</caption>
      <thead>
        <tr className="text-left text-xs text-neutral-600 uppercase">
          <th scope="col" className="py-1 pr-3">
            Campo
          </th>
          <th scope="col" className="py-1 pr-3">
            Antes
          </th>
          <th scope="col" className="py-1">
            Después
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={cx("border-t border-neutral-200 align-top", !row.changed && "text-neutral-600")}>
            <th scope="row" className="py-1.5 pr-3 text-left text-xs font-semibold">
              {row.field}
              {row.changed ? <span className="sr-only"> (cambió)</span> : null}
            </th>
            <td className={cx("py-1.5 pr-3 break-all", row.changed && "bg-error/5 text-red-900 line-through decoration-red-400")}>{row.before}</td>
            <td className={cx("py-1.5 break-all", row.changed && "bg-success/10 font-semibold text-success-ink")}>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/admin/auditoria`: who changed what and when, with the before and after of each change. */
export function AuditPage() {
  const { params, set, page } = useQueryState();
  const entity = params.get("entidad") ?? "";
  const action = params.get("accion") ?? "";
  const entityId = params.get("id") ?? "";
  const [opened, setOpened] = useState<number | null>(null);
  const entries = useAuditEntriesQuery({ page, entity: entity || undefined, action: action || undefined, entityId: entityId || undefined });
  const rows = entries.data?.results ?? [];

  return (
    <>
      <AdminPageHeader title="Auditoría" description="Cada acción del equipo queda registrada: quién la hizo, cuándo y qué cambió." />
      <FilterBar label="Filtrar la auditoría">
        <div className="grid gap-3 sm:grid-cols-3">
          <FilterSelect
            label="Qué se cambió"
            value={entity}
            onChange={(event) => set({ entidad: event.target.value || null })}
            options={[{ value: "", label: "Todo" }, ...AUDIT_ENTITY_OPTIONS]}
          />
          <FilterSelect
            label="Acción"
            value={action}
            onChange={(event) => set({ accion: event.target.value || null })}
            options={[{ value: "", label: "Todas" }, ...AUDIT_ACTION_OPTIONS]}
          />
          <FilterInput
            label="Número del registro"
            inputMode="numeric"
            value={entityId}
            onChange={(event) => set({ id: event.target.value.replace(/\D/g, "").slice(0, 12) || null })}
            placeholder="Ej.: 4"
          />
        </div>
      </FilterBar>
      <Table caption="Registro de auditoría" busy={entries.isFetching} className="min-w-[52rem]">
        <thead>
          <tr>
            <Th sticky>Fecha</Th>
            <Th>Quién</Th>
            <Th>Qué</Th>
            <Th>Sobre</Th>
            <Th>
              <span className="sr-only">Detalles</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={5}>{entries.isLoading ? "Cargando auditoría…" : "No hay cambios registrados con estos filtros."}</EmptyRow>
          ) : (
            rows.map((entry) => {
              const open = opened === entry.id;
              return (
                <Fragment key={entry.id}>
                  <Tr>
                    <Td sticky className="whitespace-nowrap">
                      {formatDateTime(entry.createdAt)}
                    </Td>
                    <Td className="whitespace-nowrap">{entry.actor?.email ?? "Sistema"}</Td>
                    <Td className="font-semibold whitespace-nowrap">{auditActionLabel(entry.action)}</Td>
                    <Td className="max-w-64 [overflow-wrap:anywhere]">
                      {auditEntrySummary(entry)}
                    </Td>
                    <Td className="text-right">
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={`auditoria-${entry.id}`}
                        onClick={() => setOpened(open ? null : entry.id)}
                        className="min-h-9 rounded-full px-3 text-sm font-semibold whitespace-nowrap underline decoration-primary decoration-2 underline-offset-4 hover:bg-neutral-100"
                      >
                        {open ? "Ocultar cambios" : "Ver cambios"}
                      </button>
                    </Td>
                  </Tr>
                  {open ? (
                    <tr id={`auditoria-${entry.id}`}>
                      <td colSpan={5} className="border-b border-neutral-200 bg-neutral-50 px-4 py-3">
                        <AuditDiffView entry={entry} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </Table>
      <Pager page={page} pageSize={LOGS_PAGE_SIZE} count={entries.data?.count ?? 0} busy={entries.isFetching} onPage={(next) => set({ pagina: String(next) })} noun={["cambio", "cambios"]} />
    </>
  );
}
