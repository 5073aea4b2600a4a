"use client";

import type { SocialProvider } from "@fz/contracts/social-auth";
import Link from "next/link";
import { LOGS_PAGE_SIZE, useRegistrationLogsQuery } from "@/features/admin/api/logs-api";
import { formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Badge } from "@/features/admin/components/badge";
import { DataTable } from "@/components/ui/data-table";
import { FilterBar } from "@/components/ui/filter-bar";
import { FilterSelect } from "@/components/ui/filter-field";
import { Pager } from "@/features/admin/components/pager";
import { useQueryState } from "@/features/admin/hooks/use-query-state";

const PROVIDERS: Record<SocialProvider, string> = { "google.com": "Google", "facebook.com": "Facebook" };

function providerOf(value: string | null): SocialProvider | undefined {
  return value === "google.com" || value === "facebook.com" ? value : undefined;
}

/** `/admin/registros`: sign-ups with Google or Facebook, and the ones that failed with their error. */
export function RegistrationLogsPage() {
  const { params, set, page } = useQueryState();
  const failed = params.get("fallidos");
  const isFailed = failed === "true" ? true : failed === "false" ? false : undefined;
  const provider = providerOf(params.get("proveedor"));
  const logs = useRegistrationLogsQuery({ page, isFailed, provider });

  return (
    <>
      <AdminPageHeader
        title="Registros"
        description="Los registros con Google o Facebook y los intentos fallidos, con el error que dio el proveedor."
      />
      <FilterBar label="Filtrar registros">
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <FilterSelect
            label="Resultado"
            value={isFailed === undefined ? "" : String(isFailed)}
            onChange={(event) => set({ fallidos: event.target.value || null })}
            options={[
              { value: "", label: "Todos" },
              { value: "true", label: "Solo fallidos" },
              { value: "false", label: "Solo correctos" },
            ]}
          />
          <FilterSelect
            label="Proveedor"
            value={provider ?? ""}
            onChange={(event) => set({ proveedor: event.target.value || null })}
            options={[{ value: "", label: "Todos" }, ...Object.entries(PROVIDERS).map(([value, label]) => ({ value, label }))]}
          />
        </div>
      </FilterBar>
      <DataTable
        caption="Intentos de registro"
        busy={logs.isFetching}
        className="min-w-[48rem]"
        rows={logs.data?.results ?? []}
        rowKey={(log) => log.id}
        empty={logs.isLoading ? "Cargando registros…" : "No hay registros con estos filtros."}
        columns={[
          { header: "Fecha", className: "whitespace-nowrap", cell: (log) => formatDateTime(log.createdAt) },
          { header: "Proveedor", cell: (log) => PROVIDERS[log.provider as SocialProvider] ?? log.provider },
          {
            header: "Usuario",
            className: "whitespace-nowrap",
            cell: (log) =>
              log.userId ? (
                <Link href={`/admin/estudiantes/${log.userId}`} className="font-semibold underline-offset-2 hover:underline">
                  {log.user ?? `Estudiante #${log.userId}`}
                </Link>
              ) : (
                (log.user ?? <span className="text-neutral-600">Sin correo</span>)
              ),
          },
          { header: "Resultado", cell: (log) => (log.isFailed ? <Badge tone="danger">Fallido</Badge> : <Badge tone="success">Correcto</Badge>) },
          {
            header: "Error",
            className: "max-w-md",
            cell: (log) =>
              log.failedError ? (
                <details>
                  <summary className="cursor-pointer truncate text-sm">{log.failedError.slice(0, 80)}</summary>
                  <pre tabIndex={0} aria-label="Error del registro" className="mt-2 max-h-60 overflow-auto rounded-lg bg-neutral-100 p-3 text-xs whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-primary">{log.failedError}</pre>
                </details>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <Pager page={page} pageSize={LOGS_PAGE_SIZE} count={logs.data?.count ?? 0} busy={logs.isFetching} onPage={(next) => set({ pagina: String(next) })} noun={["registro", "registros"]} />
    </>
  );
}
