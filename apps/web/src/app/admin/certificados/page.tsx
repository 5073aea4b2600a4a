import type { Metadata } from "next";
import { CertificatesPage } from "@/features/admin/components/progression/certificates-page";

export const metadata: Metadata = { title: "Certificados" };

export default function AdminCertificatesPage() {
  return <CertificatesPage />;
}
