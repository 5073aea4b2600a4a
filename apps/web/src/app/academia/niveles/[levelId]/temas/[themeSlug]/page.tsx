import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LevelTemaryNav } from "@/features/academy/components/level-temary-nav";
import { ThemePage } from "@/features/learning/components/theme-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Tema", robots: { index: false } };

export default async function AcademyThemePage({ params }: { params: Promise<{ levelId: string; themeSlug: string }> }) {
  const { levelId: rawLevelId, themeSlug } = await params;
  const levelId = parseId(rawLevelId);
  if (levelId === null) notFound();
  return (
    <ThemePage
      levelId={levelId}
      themeSlug={themeSlug}
      temary={<LevelTemaryNav levelId={levelId} currentSlug={themeSlug} />}
    />
  );
}
