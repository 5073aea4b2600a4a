"use client";

import { useState } from "react";
import { AcademyLink } from "@/components/ui/academy-link";
import { buttonClasses } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { type CertificateItem, useMyCertificatesQuery, useSetCertificateNameHiddenMutation } from "@/features/certificates/api/certificates-api";
import { certificateDate } from "@/features/certificates/utils/certificate-format";
import { READ_ON_OPEN } from "@/store/query-status";

/** `/academia/certificados`: the certificates of the levels the student completed. */
export function MyCertificatesPage() {
  const [page, setPage] = useState(1);
  const read = useMyCertificatesQuery(page, READ_ON_OPEN);
  const data = read.currentData;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-extrabold sm:text-4xl">Mis certificados</h1>
        <p className="mt-2 text-lg text-neutral-700">
          Cada nivel que completas te da un certificado con tu nombre. Cualquiera puede verificarlo con su enlace.
        </p>
      </header>
      {read.isError && !data ? (
        <ProblemPanel title="No pudimos cargar tus certificados" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void read.refetch()} />
      ) : !data ? (
        <LoadingPanel message="Cargando tus certificados…" />
      ) : data.results.length === 0 ? (
        <div className="rounded-3xl border border-neutral-200 bg-white p-6">
          <p className="text-neutral-800">Aún no tienes certificados. Completa todos los temas de un nivel y aquí aparecerá el tuyo.</p>
          <AcademyLink href={academyPaths.home} className={buttonClasses("primary", "md", "mt-4")}>
            Ir a mis cursos
          </AcademyLink>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" data-testid="certificates">
            {data.results.map((cert) => (
              <CertificateCard key={cert.code} cert={cert} />
            ))}
          </ul>
          {data.previous || data.next ? (
            <nav aria-label="Páginas de certificados" className="flex justify-between gap-3">
              <button type="button" className={buttonClasses("outline-dark", "md")} disabled={!data.previous} onClick={() => setPage((p) => p - 1)}>
                Anteriores
              </button>
              <button type="button" className={buttonClasses("outline-dark", "md")} disabled={!data.next} onClick={() => setPage((p) => p + 1)}>
                Siguientes
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function CertificateCard({ cert }: { cert: CertificateItem }) {
  const [setHidden, saving] = useSetCertificateNameHiddenMutation();
  // The box moves at once; a refused change puts it back.
  const [hidden, setHiddenNow] = useState(cert.hideName);
  const revoked = cert.status === "revoked";
  const toggle = async (hideName: boolean) => {
    setHiddenNow(hideName);
    const result = await setHidden({ code: cert.code, hideName });
    if (result.error) setHiddenNow(!hideName);
  };
  return (
    <li className="flex flex-col gap-4 rounded-3xl border border-neutral-200 bg-white p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircleIcon className={revoked ? "size-8 shrink-0 text-neutral-400" : "size-8 shrink-0 text-success"} />
        <div className="min-w-0">
          <h2 className="text-xl font-bold">
            {cert.course} · Nivel {cert.level}
          </h2>
          <p className="text-neutral-700">
            {revoked ? "Revocado" : "Emitido"} el {certificateDate(revoked && cert.revokedAt ? cert.revokedAt : cert.issuedAt)}
          </p>
          <p className="mt-1 text-sm break-all text-neutral-600">Código: {cert.code}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <a href={academyPaths.certificate(cert.code)} className={buttonClasses("primary", "md")}>
          Ver la página pública
        </a>
        <a href={`/api/certificates/${cert.code}/pdf/`} className={buttonClasses("outline-dark", "md")} download>
          Descargar PDF
        </a>
        <label className="flex items-center gap-2 text-neutral-800">
          <input
            type="checkbox"
            className="size-5 accent-secondary"
            checked={hidden}
            disabled={saving.isLoading}
            onChange={(event) => void toggle(event.target.checked)}
          />
          Ocultar mi nombre en la página pública
        </label>
      </div>
    </li>
  );
}
