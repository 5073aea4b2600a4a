import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LevelPage } from "@/features/academy/components/level-page";
import { LevelRatings } from "@/features/learning/components/level-ratings";
import { QuizList } from "@/features/quizzes/components/quiz-list";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Nivel", robots: { index: false } };

export default async function AcademyLevelPage({ params }: { params: Promise<{ levelId: string }> }) {
  const levelId = parseId((await params).levelId);
  if (levelId === null) notFound();
  return (
    <LevelPage
      levelId={levelId}
      quizzes={<QuizList key={levelId} levelId={levelId} />}
      ratings={<LevelRatings levelId={levelId} />}
    />
  );
}
