import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LevelTemaryNav } from "@/features/academy/components/level-temary-nav";
import { readTopic } from "@/features/learning/api/learning-server-reads";
import { TopicPage } from "@/features/learning/components/topic-page";
import { LazySharedReviews } from "@/features/teaching/components/lazy-shared-reviews";
import { parseId } from "@/lib/route-params";
import { documentToken } from "@/lib/server-session";
import { ServerReads } from "@/store/server-data";
import { TopicSlots } from "./topic-slots";

export const metadata: Metadata = { title: "Tema", robots: { index: false } };

export default async function AcademyTopicPage({ params }: { params: Promise<{ levelId: string; topicSlug: string }> }) {
  const { levelId: rawLevelId, topicSlug } = await params;
  const levelId = parseId(rawLevelId);
  if (levelId === null) notFound();
  const token = await documentToken();
  return (
    <ServerReads reads={token ? await readTopic(token, { slug: topicSlug, levelId }) : []}>
      <TopicSlots>
        <TopicPage
          levelId={levelId}
          topicSlug={topicSlug}
          temary={<LevelTemaryNav levelId={levelId} currentSlug={topicSlug} />}
          shared={<LazySharedReviews levelId={levelId} topicSlug={topicSlug} />}
        />
      </TopicSlots>
    </ServerReads>
  );
}
