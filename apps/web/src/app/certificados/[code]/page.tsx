import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CheckCircleIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { JsonLd } from "@/components/ui/json-ld";
import { getPublicCertificate, type PublicCertificateItem } from "@/features/certificates/api/certificate-public-api";
import { certificateDate } from "@/features/certificates/utils/certificate-format";
import { absoluteUrl, pageMetadata, siteUrl } from "@/lib/seo";

// A revocation must show at once: every view asks the API.
export const dynamic = "force-dynamic";

type Params = Promise<{ code: string }>;

const load = cache(getPublicCertificate);

function holder(cert: PublicCertificateItem): string {
  return cert.studentName ?? "Un estudiante de FZ Academia";
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const cert = await load((await params).code);
  if (!cert) return { title: "Certificado no encontrado", robots: { index: false } };
  const title = `Certificado: ${cert.course}, nivel ${cert.level}`;
  return {
    ...pageMetadata({
      title,
      description: `${holder(cert)} completó el nivel ${cert.level} de ${cert.course} en FZ Academia. Verificado por FZ Academia.`,
      path: `/certificados/${cert.code}`,
    }),
    // Indexable like the credential it describes (its JSON-LD is for search engines); the student
    // decides whether their name shows on it.
  };
}

function credentialJsonLd(cert: PublicCertificateItem) {
  const url = absoluteUrl(`/certificados/${cert.code}`);
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    name: `${cert.course}, nivel ${cert.level}`,
    description: cert.skills,
    credentialCategory: "certificate",
    url,
    identifier: cert.code,
    dateCreated: cert.issuedAt,
    competencyRequired: cert.skills,
    recognizedBy: { "@type": "EducationalOrganization", name: "FZ Academia", url: `${siteUrl()}/` },
    ...(cert.studentName ? { about: { "@type": "Person", name: cert.studentName } } : {}),
    ...(cert.status === "revoked" ? { validUntil: cert.revokedAt } : {}),
  };
}

export default async function CertificatePage({ params }: { params: Params }) {
  const cert = await load((await params).code);
  if (!cert) notFound();
  const revoked = cert.status === "revoked";
  return (
    <>
      <JsonLd data={credentialJsonLd(cert)} />
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <p
          className={
            revoked
              ? "flex items-center gap-2 self-start rounded-full bg-red-100 px-4 py-1.5 font-bold text-red-900"
              : "flex items-center gap-2 self-start rounded-full bg-success/15 px-4 py-1.5 font-bold text-success-ink"
          }
          data-testid="certificate-status"
        >
          {revoked ? null : <CheckCircleIcon className="size-5" />}
          {revoked ? `Certificado revocado el ${certificateDate(cert.revokedAt ?? cert.issuedAt)}` : "Certificado válido · Verificado por FZ Academia"}
        </p>
        <article className="rounded-3xl border-4 border-primary bg-white p-6 text-center shadow-sm sm:p-10" aria-labelledby="certificado">
          <p className="text-sm font-bold tracking-widest text-neutral-700 uppercase">FZ Academia</p>
          <h1 id="certificado" className="mt-2 text-2xl font-extrabold sm:text-3xl">
            Certificado de nivel
          </h1>
          <p className="mt-6 text-neutral-700">Este certificado reconoce que</p>
          <p className="mt-2 text-3xl font-extrabold break-words sm:text-4xl" data-testid="certificate-name">
            {holder(cert)}
          </p>
          <p className="mt-4 text-lg text-neutral-800">
            completó el nivel <strong>{cert.level}</strong> del curso <strong>{cert.course}</strong>
          </p>
          {cert.skills ? <p className="mx-auto mt-4 max-w-xl text-neutral-700">{cert.skills}</p> : null}
          {cert.approvedBy ? (
            <p className="mt-4 font-semibold text-neutral-900" data-testid="certificate-approved-by">
              Interpretación aprobada por {cert.approvedBy}
            </p>
          ) : null}
          <p className="mt-6 font-semibold">Emitido el {certificateDate(cert.issuedAt)}</p>
          <p className="mt-1 text-sm break-all text-neutral-600">Código de verificación: {cert.code}</p>
        </article>
        {revoked ? (
          <p className="text-neutral-800">FZ Academia revocó este certificado: ya no acredita el nivel.</p>
        ) : (
          <a href={`/api/certificates/${cert.code}/pdf/`} className={buttonClasses("primary", "md", "self-start")}>
            Descargar el certificado en PDF
          </a>
        )}
      </section>
    </>
  );
}
