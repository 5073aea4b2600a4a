"use client";

import type { SocialProvider } from "@fz/contracts/social-auth";
import Link from "next/link";
import { listRegistrationLogs, LOGS_PAGE_SIZE } from "@/features/admin/api/logs-api";
import { formatDateTime } from "@/features/admin/components/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { FilterPanel, FilterSelect } from "@/features/admin/components/filter-field";
import { Pager } from "@/features/admin/components/pager";
import { useQueryState } from "@/features/admin/components/use-query-state";
import { useResource } from "@/features/admin/components/use-resource";

const PROVIDERS: Record<SocialProvider, string> = { "google.com": "Google", "facebook.com": "Facebook" };

function providerOf(value: string | null): SocialProvider | undefined {
  return value === "google.com" || value === "facebook.com" ? value : undefined;
}

/** `/admin/registros`: sign-ups with Google or Facebook, and the ones that failed with their error. */
export function RegistrationLogsPage() {
  const { params, query, set, page } = useQueryState();
  const failed = params.get("fallidos");
  const isFailed = failed === "true" ? true : failed === "false" ? false : undefined;
  const provider = providerOf(params.get("proveedor"));
  const logs = useResource(`registration-logs?${query}`, (signal) => listRegistrationLogs({ page, isFailed, provider }, signal));
  const rows = logs.data?.results ?? [];

  return (
    <>
      <AdminPageHeader
        title="Registros"
        description="Los registros con Google o Facebook y los intentos fallidos, con el error que dio el proveedor."
      />
      <FilterPanel label="Filtrar registros">
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
      </FilterPanel>
      <AdminTable caption="Intentos de registro" busy={logs.loading} className="min-w-[48rem]">
        <thead>
          <tr>
            <Th sticky>Fecha</Th>
            <Th>Proveedor</Th>
            <Th>Usuario</Th>
            <Th>Resultado</Th>
            <Th>Error</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={5}>{logs.loading ? "Cargando registros…" : "No hay registros con estos filtros."}</EmptyRow>
          ) : (
            rows.map((log) => (
              <Tr key={log.id}>
                <Td sticky className="whitespace-nowrap">
                  {formatDateTime(log.createdAt)}
                </Td>
                <Td>{PROVIDERS[log.provider as SocialProvider] ?? log.provider}</Td>
                <Td className="whitespace-nowrap">
                  {log.userId ? (
                    <Link href={`/admin/estudiantes/${log.userId}`} className="font-semibold underline-offset-2 hover:underline">
                      {log.user ?? `Estudiante #${log.userId}`}
                    </Link>
                  ) : (
                    (log.user ?? <span className="text-neutral-600">Sin correo</span>)
                  )}
                </Td>
                <Td>{log.isFailed ? <Badge tone="danger">Fallido</Badge> : <Badge tone="success">Correcto</Badge>}</Td>
                <Td className="max-w-md">
                  {log.failedError ? (
                    <details>
                      <summary className="cursor-pointer truncate text-sm">{log.failedError.slice(0, 80)}</summary>
                      <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-neutral-100 p-3 text-xs whitespace-pre-wrap">{log.failedError}</pre>
                    </details>
                  ) : (
                    "—"
                  )}
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={LOGS_PAGE_SIZE} count={logs.data?.count ?? 0} busy={logs.loading} onPage={(next) => set({ pagina: String(next) })} noun={["registro", "registros"]} />
    </>
  );
}
