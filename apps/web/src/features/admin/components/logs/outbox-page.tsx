"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { listOutbox, LOGS_PAGE_SIZE } from "@/features/admin/api/logs-api";
import { formatDateTime } from "@/features/admin/components/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { FilterInput, FilterPanel } from "@/features/admin/components/filter-field";
import { mailKindLabel } from "@/features/admin/components/logs/mail-labels";
import { Pager } from "@/features/admin/components/pager";
import { useQueryState } from "@/features/admin/components/use-query-state";
import { useResource } from "@/features/admin/components/use-resource";

/** `/admin/correos`: the e-mails the academy sent (kept here when no SMTP server is set up). */
export function OutboxPage() {
  const { params, query, set, page } = useQueryState();
  const to = params.get("para") ?? "";
  const [draft, setDraft] = useState(to);
  const messages = useResource(`outbox?${query}`, (signal) => listOutbox({ page, to: to || undefined }, signal));
  const rows = messages.data?.results ?? [];

  useEffect(() => setDraft(to), [to]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set({ para: draft.trim() || null });
  };

  return (
    <>
      <AdminPageHeader
        title="Correos"
        description="Los correos que envió la academia: verificación, contraseñas, recibos y avisos de vencimiento. Sin servidor SMTP configurado, se quedan aquí."
      />
      <FilterPanel label="Buscar correos">
        <form role="search" onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end lg:max-w-2xl">
          <FilterInput
            label="Destinatario"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="correo@ejemplo.com"
            maxLength={254}
            className="flex-1"
          />
          <Button type="submit" variant="dark">
            Buscar
          </Button>
        </form>
      </FilterPanel>
      <AdminTable caption="Correos enviados" busy={messages.loading} className="min-w-[50rem]">
        <thead>
          <tr>
            <Th sticky>Asunto</Th>
            <Th>Para</Th>
            <Th>Tipo</Th>
            <Th>Fecha</Th>
            <Th>Entrega</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={5}>{messages.loading ? "Cargando correos…" : to ? "Ningún correo para ese destinatario." : "Todavía no se ha enviado ningún correo."}</EmptyRow>
          ) : (
            rows.map((message) => (
              <Tr key={message.id}>
                <Td sticky className="max-w-72">
                  <Link href={`/admin/correos/${message.id}`} className="font-semibold underline-offset-2 hover:underline">
                    {message.subject}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{message.to}</Td>
                <Td className="whitespace-nowrap">{mailKindLabel(message.kind)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(message.createdAt)}</Td>
                <Td>
                  {message.error ? (
                    <Badge tone="danger">Error</Badge>
                  ) : message.transport === "smtp" ? (
                    <Badge tone="success">Enviado por SMTP</Badge>
                  ) : (
                    <Badge>En la bandeja</Badge>
                  )}
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={LOGS_PAGE_SIZE} count={messages.data?.count ?? 0} busy={messages.loading} onPage={(next) => set({ pagina: String(next) })} noun={["correo", "correos"]} />
    </>
  );
}
