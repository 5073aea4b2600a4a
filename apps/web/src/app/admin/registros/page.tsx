import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { RegistrationLogsPage } from "@/features/admin/components/logs/registration-logs-page";

export const metadata: Metadata = { title: "Registros" };

export default function AdminRegistrationLogsPageRoute() {
  // Filters live in the URL (useSearchParams): rendered in the browser.
  return (
    <Suspense fallback={<LoadingPanel message="Cargando registros…" />}>
      <RegistrationLogsPage />
    </Suspense>
  );
}
