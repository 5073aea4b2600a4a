import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { StudentsPage } from "@/features/admin/components/students/students-page";

export const metadata: Metadata = { title: "Estudiantes" };

export default function AdminStudentsPage() {
  // The list reads its filters from the URL (useSearchParams), rendered in the browser.
  return (
    <Suspense fallback={<LoadingPanel message="Cargando estudiantes…" />}>
      <StudentsPage />
    </Suspense>
  );
}
