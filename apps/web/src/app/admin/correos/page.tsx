import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { OutboxPage } from "@/features/admin/components/logs/outbox-page";

export const metadata: Metadata = { title: "Correos" };

export default function AdminOutboxPageRoute() {
  // Filters live in the URL (useSearchParams): rendered in the browser.
  return (
    <Suspense fallback={<LoadingPanel message="Cargando correos…" />}>
      <OutboxPage />
    </Suspense>
  );
}
