import type { Metadata } from "next";
import { TutorialsPage } from "@/features/admin/components/catalogue/tutorials-page";

export const metadata: Metadata = { title: "Tutoriales" };

export default function AdminTutorialsPage() {
  return <TutorialsPage />;
}
