import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TutorialPage } from "@/features/learning/components/tutorial-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Tutorial", robots: { index: false } };

export default async function AcademyTutorialPage({ params }: { params: Promise<{ tutorialId: string }> }) {
  const tutorialId = parseId((await params).tutorialId);
  if (tutorialId === null) notFound();
  return <TutorialPage tutorialId={tutorialId} />;
}
