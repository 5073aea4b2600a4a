import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TutorialFormPage } from "@/features/admin/components/catalogue/tutorial-form-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Tutorial" };

export default async function AdminTutorialPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <TutorialFormPage key={id} tutorialId={id} />;
}
