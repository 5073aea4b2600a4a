import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LevelTemaryNav } from "@/features/academy/components/level-temary-nav";
import { readTopic } from "@/features/learning/api/learning-server-reads";
import { ThemePage } from "@/features/learning/components/theme-page";
import { LazySharedReviews } from "@/features/teaching/components/lazy-shared-reviews";
import { parseId } from "@/lib/route-params";
import { documentToken } from "@/lib/server-session";
import { ServerReads } from "@/store/server-data";
import { TopicSlots } from "./topic-slots";

export const metadata: Metadata = { title: "Tema", robots: { index: false } };

export default async function AcademyThemePage({ params }: { params: Promise<{ levelId: string; themeSlug: string }> }) {
  const { levelId: rawLevelId, themeSlug } = await params;
  const levelId = parseId(rawLevelId);
  if (levelId === null) notFound();
  const token = await documentToken();
  return (
    <ServerReads reads={token ? await readTopic(token, { slug: themeSlug, levelId }) : []}>
      <TopicSlots>
        <ThemePage
          levelId={levelId}
          themeSlug={themeSlug}
          temary={<LevelTemaryNav levelId={levelId} currentSlug={themeSlug} />}
          shared={<LazySharedReviews levelId={levelId} themeSlug={themeSlug} />}
        />
      </TopicSlots>
    </ServerReads>
  );
}
