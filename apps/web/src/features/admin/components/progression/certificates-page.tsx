"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilterBar } from "@/components/ui/filter-bar";
import { FilterSelect } from "@/components/ui/filter-field";
import { TextField } from "@/components/ui/form-field";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import {
  ADMIN_CERTIFICATES_PAGE_SIZE,
  type AdminCertificateItem,
  useAdminCertificatesQuery,
  useReissueCertificateMutation,
  useRevokeCertificateMutation,
} from "@/features/admin/api/progression-api";
import { formatCount, formatShortDate } from "@/features/admin/utils/admin-format";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Badge } from "@/features/admin/components/badge";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { Pager } from "@/features/admin/components/pager";
import { useQueryState } from "@/features/admin/hooks/use-query-state";
import { errorItemsFrom } from "@/lib/http-errors";
import { toast } from "@/lib/toasts";

const STATUS_OPTIONS = [
  { value: "", label: "Todos" },
  { value: "valid", label: "Vigentes" },
  { value: "revoked", label: "Revocados" },
];

type Action = { kind: "revoke" | "reissue"; cert: AdminCertificateItem } | null;

/**
 * `/admin/certificados` (issue 40): every certificate issued, searchable by the student's name,
 * the course, the level or the code; revoking one (with the reason the student reads) and
 * issuing a new one for a student whose level is complete.
 */
export function CertificatesPage() {
  const { params, set, page } = useQueryState();
  const search = params.get("q") ?? "";
  const statusParam = params.get("estado");
  const status = statusParam === "valid" || statusParam === "revoked" ? statusParam : "";
  const list = useAdminCertificatesQuery({ page, search, status });
  const [action, setAction] = useState<Action>(null);
  const data = list.data;
  const rows = data?.results ?? [];

  return (
    <>
      <AdminPageHeader
        title="Certificados"
        description={data ? `${formatCount(data.count)} ${data.count === 1 ? "certificado" : "certificados"}${search || status ? " con estos filtros" : ""}` : "Cargando…"}
      />
      <FilterBar
        label="Buscar y filtrar certificados"
        search={{ label: "Buscar por estudiante, curso, nivel o código", value: search, onSearch: (text) => set({ q: text }), placeholder: "Ej.: Camila o caja básico" }}
        filtered={search !== "" || status !== ""}
        onClear={() => set({ q: null, estado: null })}
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect label="Estado" value={status} onChange={(event) => set({ estado: event.target.value })} options={STATUS_OPTIONS} />
        </div>
      </FilterBar>
      <Table caption="Certificados emitidos" busy={list.isFetching} className="min-w-[52rem]">
        <thead>
          <tr>
            <Th sticky>Estudiante</Th>
            <Th>Curso y nivel</Th>
            <Th>Emitido</Th>
            <Th>Estado</Th>
            <Th>Código</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((cert) => (
            <Tr key={cert.code}>
              <Td sticky>
                <span className="font-semibold">{cert.fullName}</span>
                {cert.approvedBy ? <span className="block text-xs text-neutral-600">Aprobado por {cert.approvedBy}</span> : null}
              </Td>
              <Td>
                {cert.course} · {cert.level}
              </Td>
              <Td className="whitespace-nowrap">{formatShortDate(cert.issuedAt)}</Td>
              <Td>
                {cert.status === "revoked" ? (
                  <span className="flex flex-col gap-1">
                    <Badge tone="danger">Revocado</Badge>
                    {cert.revokedReason ? <span className="text-xs text-neutral-600">{cert.revokedReason}</span> : null}
                  </span>
                ) : (
                  <Badge tone="success">Vigente</Badge>
                )}
              </Td>
              <Td>
                <a href={`/certificados/${cert.code}`} target="_blank" rel="noreferrer" className="font-mono text-xs break-all underline decoration-primary decoration-2 underline-offset-4">
                  {cert.code}
                </a>
              </Td>
              <Td className="text-right whitespace-nowrap">
                {cert.status === "valid" ? (
                  <Button variant="ghost" size="sm" onClick={() => setAction({ kind: "revoke", cert })} aria-label={`Revocar el certificado de ${cert.fullName}, ${cert.level}`}>
                    Revocar
                  </Button>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => setAction({ kind: "reissue", cert })} aria-label={`Emitir de nuevo el certificado de ${cert.fullName}, ${cert.level}`}>
                    Emitir de nuevo
                  </Button>
                )}
              </Td>
            </Tr>
          ))}
          {data && rows.length === 0 ? <EmptyRow columns={6}>{search || status ? "Ningún certificado coincide con estos filtros." : "Aún no se ha emitido ningún certificado."}</EmptyRow> : null}
          {!data && list.isLoading ? <EmptyRow columns={6}>Cargando certificados…</EmptyRow> : null}
        </tbody>
      </Table>
      <Pager
        page={page}
        pageSize={ADMIN_CERTIFICATES_PAGE_SIZE}
        count={data?.count ?? 0}
        busy={list.isFetching}
        onPage={(next) => set({ pagina: String(next) })}
        noun={["certificado", "certificados"]}
      />
      <ReasonDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}

/** Revoke (the student is told, with the reason) or issue anew (a new code), always with a reason. */
function ReasonDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [revoke, revoking] = useRevokeCertificateMutation();
  const [reissue, reissuing] = useReissueCertificateMutation();
  const close = () => {
    setReason("");
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (!action) return;
    if (reason.trim().length < 3) {
      setError("Escribe el motivo (al menos 3 caracteres).");
      return;
    }
    const { cert } = action;
    const result =
      action.kind === "revoke"
        ? await revoke({ code: cert.code, reason: reason.trim() })
        : await reissue({ userId: cert.userId, levelId: cert.levelId, reason: reason.trim() });
    if ("error" in result) {
      setError(errorItemsFrom(result.error)[0]?.error.message ?? "No pudimos guardar el cambio.");
      return;
    }
    toast.success(action.kind === "revoke" ? `Certificado de ${cert.fullName} revocado` : `Nuevo certificado emitido para ${cert.fullName}`);
    close();
  };
  const revokeKind = action?.kind === "revoke";
  return (
    <FormDialog
      open={action !== null}
      title={revokeKind ? "¿Revocar este certificado?" : "¿Emitir de nuevo el certificado?"}
      description={
        action ? (
          revokeKind ? (
            <>
              El certificado de <strong>{action.cert.fullName}</strong> ({action.cert.course} · {action.cert.level}) dejará de acreditar el nivel: su página pública dirá que
              fue revocado. Se le avisa con el motivo.
            </>
          ) : (
            <>
              Se emite un certificado nuevo, con otro código, para <strong>{action.cert.fullName}</strong> ({action.cert.course} · {action.cert.level}), si completó el
              nivel.
            </>
          )
        ) : null
      }
      submitLabel={revokeKind ? "Revocar certificado" : "Emitir certificado"}
      danger={revokeKind}
      busy={revoking.isLoading || reissuing.isLoading}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <TextField
        label="Motivo"
        required
        maxLength={500}
        hint={revokeKind ? "El estudiante lo lee en el aviso; queda en la auditoría (la página pública no lo muestra)." : "Queda en la auditoría."}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
