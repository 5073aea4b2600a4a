import type { Metadata } from "next";
import { TutorialFormPage } from "@/features/admin/components/catalogue/tutorial-form-page";

export const metadata: Metadata = { title: "Nuevo tutorial" };

export default function AdminNewTutorialPage() {
  return <TutorialFormPage tutorialId={null} />;
}
