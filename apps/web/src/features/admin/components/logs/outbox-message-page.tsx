"use client";

import { useState } from "react";
import { cx } from "@/lib/cx";
import { useOutboxMessageQuery, type OutboxMessageDetailItem } from "@/features/admin/api/logs-api";
import { formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { Fact, Facts } from "@/features/admin/components/facts";
import { mailKindLabel } from "@/features/admin/utils/mail-labels";
import { QueryGate } from "@/components/ui/query-gate";

/**
 * `/admin/correos/<id>`: one e-mail as the student received it. The HTML is shown in an
 * iframe with an empty `sandbox` (no scripts, no forms, no same-origin access), so a message
 * can never act on the back office.
 */
export function OutboxMessagePage({ messageId }: { messageId: number }) {
  const message = useOutboxMessageQuery(messageId);
  return (
    <QueryGate
      data={message.currentData}
      error={message.error}
      retry={message.refetch}
      wording={{
        loading: "Cargando correo…",
        notFound: { title: "Correo no encontrado", message: "No existe un correo con ese número." },
        failed: "No pudimos cargar el correo",
        back: { href: "/admin/correos", label: "Volver a correos" },
      }}
    >
      {(data) => <MessageView message={data} />}
    </QueryGate>
  );
}

function MessageView({ message }: { message: OutboxMessageDetailItem }) {
  const [view, setView] = useState<"html" | "text">("html");

  const tab = (active: boolean) => cx("min-h-10 rounded-full px-4 text-sm font-semibold", active ? "bg-secondary text-white" : "hover:bg-neutral-100");

  return (
    <>
      <AdminPageHeader title={message.subject} crumbs={[{ label: "Correos", href: "/admin/correos" }, { label: message.subject }]} />
      <div className="flex flex-col gap-6">
        <AdminSection title="Datos del envío" id="envio">
          <Facts>
            <Fact label="Para">{message.to}</Fact>
            <Fact label="Tipo">{mailKindLabel(message.kind)}</Fact>
            <Fact label="Creado">{formatDateTime(message.createdAt)}</Fact>
            <Fact label="Enviado">{message.sentAt ? formatDateTime(message.sentAt) : message.transport === "outbox" ? "Se quedó en la bandeja" : "—"}</Fact>
          </Facts>
          {message.error ? <p className="mt-4 rounded-lg bg-error/5 p-3 text-sm text-red-900">Error al enviar: {message.error}</p> : null}
        </AdminSection>
        <AdminSection
          title="Mensaje"
          id="mensaje"
          actions={
            <div role="group" aria-label="Versión del mensaje" className="flex gap-1">
              <button type="button" aria-pressed={view === "html"} className={tab(view === "html")} onClick={() => setView("html")}>
                Como lo ve el estudiante
              </button>
              <button type="button" aria-pressed={view === "text"} className={tab(view === "text")} onClick={() => setView("text")}>
                Texto plano
              </button>
            </div>
          }
        >
          {message.html === null && message.text === null ? (
            <p className="text-neutral-600">El contenido de los correos enviados por SMTP no se guarda (sus enlaces son personales).</p>
          ) : view === "html" && message.html !== null ? (
            <iframe title={`Correo: ${message.subject}`} sandbox="" srcDoc={message.html} className="h-[36rem] w-full rounded-xl border border-neutral-200 bg-white" />
          ) : (
            <pre tabIndex={0} aria-label="Texto del correo" className="max-h-[36rem] overflow-auto rounded-xl bg-neutral-50 p-4 text-sm whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-primary">{message.text ?? "Este correo no tiene versión de texto."}</pre>
          )}
        </AdminSection>
      </div>
    </>
  );
}
