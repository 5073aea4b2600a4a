import { ImageResponse } from "next/og";
import { getPublicCertificate } from "@/features/certificates/api/certificate-public-api";
import { certificateDate } from "@/features/certificates/utils/certificate-format";

export const alt = "Certificado de FZ Academia";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** What WhatsApp and the others show when the certificate's link is shared. */
export default async function CertificateImage({ params }: { params: Promise<{ code: string }> }) {
  const cert = await getPublicCertificate((await params).code).catch(() => null);
  const revoked = cert?.status === "revoked";
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          background: "#fffaf0",
          border: "18px solid #e0a526",
          color: "#1c1c21",
          fontFamily: "sans-serif",
          padding: 60,
          textAlign: "center",
        }}
      >
        <div style={{ fontSize: 30, letterSpacing: 6, fontWeight: 700 }}>FZ ACADEMIA</div>
        <div style={{ fontSize: 58, fontWeight: 800, marginTop: 24 }}>{revoked ? "Certificado revocado" : "Certificado de nivel"}</div>
        {cert ? (
          <div style={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
            <div style={{ fontSize: 50, fontWeight: 700, marginTop: 36 }}>{cert.studentName ?? "Un estudiante de FZ Academia"}</div>
            <div style={{ fontSize: 34, marginTop: 24 }}>{`${cert.course} · Nivel ${cert.level}`}</div>
            <div style={{ fontSize: 26, marginTop: 24, color: "#55555c" }}>{`Emitido el ${certificateDate(cert.issuedAt)} · Verificado por FZ Academia`}</div>
          </div>
        ) : (
          <div style={{ fontSize: 34, marginTop: 36 }}>No existe un certificado con ese código.</div>
        )}
      </div>
    ),
    size,
  );
}
