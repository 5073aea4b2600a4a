"use client";

import Link from "next/link";
import { LOGS_PAGE_SIZE, useOutboxQuery } from "@/features/admin/api/logs-api";
import { formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Badge } from "@/features/admin/components/badge";
import { DataTable } from "@/components/ui/data-table";
import { FilterBar } from "@/components/ui/filter-bar";
import { mailKindLabel } from "@/features/admin/utils/mail-labels";
import { Pager } from "@/features/admin/components/pager";
import { useQueryState } from "@/features/admin/hooks/use-query-state";

/** `/admin/correos`: the e-mails the academy sent (kept here when no SMTP server is set up). */
export function OutboxPage() {
  const { params, set, page } = useQueryState();
  const to = params.get("para") ?? "";
  const messages = useOutboxQuery({ page, to: to || undefined });

  return (
    <>
      <AdminPageHeader
        title="Correos"
        description="Los correos que envió la academia: verificación, contraseñas, recibos y avisos de vencimiento. Sin servidor SMTP configurado, se quedan aquí."
      />
      <FilterBar
        label="Buscar correos"
        searchClassName="lg:max-w-2xl"
        search={{ label: "Destinatario", value: to, onSearch: (text) => set({ para: text || null }), placeholder: "correo@ejemplo.com", maxLength: 254 }}
      />
      <DataTable
        caption="Correos enviados"
        busy={messages.isFetching}
        className="min-w-[50rem]"
        rows={messages.data?.results ?? []}
        rowKey={(message) => message.id}
        empty={messages.isLoading ? "Cargando correos…" : to ? "Ningún correo para ese destinatario." : "Todavía no se ha enviado ningún correo."}
        columns={[
          {
            header: "Asunto",
            className: "max-w-72",
            cell: (message) => (
              <Link href={`/admin/correos/${message.id}`} className="font-semibold underline-offset-2 hover:underline">
                {message.subject}
              </Link>
            ),
          },
          { header: "Para", className: "whitespace-nowrap", cell: (message) => message.to },
          { header: "Tipo", className: "whitespace-nowrap", cell: (message) => mailKindLabel(message.kind) },
          { header: "Fecha", className: "whitespace-nowrap", cell: (message) => formatDateTime(message.createdAt) },
          {
            header: "Entrega",
            cell: (message) =>
              message.error ? <Badge tone="danger">Error</Badge> : message.transport === "smtp" ? <Badge tone="success">Enviado por SMTP</Badge> : <Badge>En la bandeja</Badge>,
          },
        ]}
      />
      <Pager page={page} pageSize={LOGS_PAGE_SIZE} count={messages.data?.count ?? 0} busy={messages.isFetching} onPage={(next) => set({ pagina: String(next) })} noun={["correo", "correos"]} />
    </>
  );
}
