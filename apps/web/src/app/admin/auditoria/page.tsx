import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { AuditPage } from "@/features/admin/components/logs/audit-page";

export const metadata: Metadata = { title: "Auditoría" };

export default function AdminAuditPageRoute() {
  // Filters live in the URL (useSearchParams): rendered in the browser.
  return (
    <Suspense fallback={<LoadingPanel message="Cargando auditoría…" />}>
      <AuditPage />
    </Suspense>
  );
}
