import type { Metadata } from "next";
import { TunerPage } from "@/features/practice/components/tuner-page";

export const metadata: Metadata = { title: "Afinador", robots: { index: false } };

export default function AcademyTunerPage() {
  return <TunerPage />;
}
