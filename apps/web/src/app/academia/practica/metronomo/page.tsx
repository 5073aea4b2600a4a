import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { MetronomePage } from "@/features/practice/components/metronome-page";

export const metadata: Metadata = { title: "Metrónomo", robots: { index: false } };

export default function AcademyMetronomePage() {
  // The page reads its preset from the query string (?aire=&tempo=&compases=&tema=).
  return (
    <Suspense fallback={<LoadingPanel message="Preparando el metrónomo…" />}>
      <MetronomePage />
    </Suspense>
  );
}
