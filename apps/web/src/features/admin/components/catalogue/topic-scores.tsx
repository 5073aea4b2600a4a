"use client";

import { useAdminTopicScoresQuery, useAdminTopicVideoQuery, type AdminTopicItem } from "@/features/admin/api/catalogue-api";
import { ScoreEditor } from "@/features/admin/components/catalogue/score-editor";

/**
 * A topic's scores in the topic form (issue 39): upload a Guitar Pro, MusicXML or alphaTex
 * file or write alphaTex, choose the instrument's view, and the sync points (the video second
 * at which a bar starts). The API reads every file when it is saved and says what is wrong.
 */
export function TopicScores({ topic }: { topic: AdminTopicItem }) {
  const themeId = topic.id;
  const list = useAdminTopicScoresQuery(themeId);
  // The tap-along sync plays the lesson's own file (YouTube and Vimeo lessons: sync by hand).
  const video = useAdminTopicVideoQuery({ slug: topic.slug, levelId: topic.levelId }, { skip: topic.video?.provider !== "self_hosted" });
  const src = video.currentData?.video?.src ?? null;
  const scores = list.currentData?.results ?? [];
  return (
    <section aria-labelledby="partituras-admin" className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6" data-testid="topic-scores">
      <div>
        <h2 id="partituras-admin" className="text-lg font-bold">
          Partituras
        </h2>
        <p className="text-sm text-neutral-700">
          El estudiante las ve bajo el video, con un cursor que sigue la lección. Sin sincronía, la partitura avanza a su propio tempo desde el segundo 0.
        </p>
      </div>
      {scores.map((score) => (
        <ScoreEditor key={score.id} themeId={themeId} score={score} videoSrc={src} />
      ))}
      <ScoreEditor themeId={themeId} score={null} videoSrc={src} />
    </section>
  );
}
