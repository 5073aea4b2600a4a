import type { Metadata } from "next";
import { TutorialsPage } from "@/features/learning/components/tutorials-page";

export const metadata: Metadata = { title: "Tutoriales", robots: { index: false } };

export default function AcademyTutorialsPage() {
  return <TutorialsPage />;
}
