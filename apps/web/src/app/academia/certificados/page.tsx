import type { Metadata } from "next";
import { MyCertificatesPage } from "@/features/certificates/components/my-certificates-page";

export const metadata: Metadata = { title: "Mis certificados", robots: { index: false } };

export default function AcademyCertificatesPage() {
  return <MyCertificatesPage />;
}
