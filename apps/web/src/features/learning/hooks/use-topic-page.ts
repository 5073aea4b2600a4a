import { skipToken } from "@reduxjs/toolkit/query";
import { useCallback, useRef } from "react";
import type { PlayerHandle } from "@/features/learning/types/player-handle";
import {
  useDismissRatePromptMutation,
  useFinishTopicMutation,
  useRateLevelMutation,
  useTopicQuery,
} from "@/features/learning/api/learning-api";
import { selectAskForRate, type RatesState } from "@/features/learning/stores/rates-slice";
import { toast } from "@/lib/toasts";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLevelQuery, useTemaryQuery } from "@/store/catalogue-api";
import { useAppSelector } from "@/store/hooks";
import { loadStatus } from "@/store/query-status";
import { useReadOnOpen } from "@/store/server-data";

/** A topic page's reads and actions: the topic and its temary, "Marcar como terminado", the level's rating. */
export function useTopicPage(levelId: number, topicSlug: string) {
  const readOnOpen = useReadOnOpen();
  const topicRead = useTopicQuery({ slug: topicSlug, levelId }, readOnOpen);
  // The level's temary (the side list, above the lesson on phones) is asked for at the same
  // time, not once the topic has arrived, and the page appears when both have answered:
  // nothing moves when the second answer lands. A failed temary only leaves the list out.
  const temaryRead = useTemaryQuery({ levelId, quiet: true });
  const status = loadStatus([topicRead], [404, 400]);
  const current = topicRead.currentData ?? null;
  const locked = current?.isLocked ?? false;
  // A locked topic names what unlocks it: the level's prices and free topics.
  const level = useLevelQuery(locked ? { key: levelId, quiet: true } : skipToken, readOnOpen).currentData ?? null;
  const total = temaryRead.currentData?.results.length ?? null;
  const temarySettled = temaryRead.currentData !== undefined || temaryRead.isError;
  const askForRate = useAppSelector((state: { rates: RatesState }) => selectAskForRate(state, levelId));
  const [finishTopic, finishing] = useFinishTopicMutation();
  const [rateLevel] = useRateLevelMutation();
  const [dismissRatePrompt] = useDismissRatePromptMutation();
  // The score follows and drives the player through this (a stable object for the memoised player).
  const playerHandle = useRef<PlayerHandle | null>(null);

  useDocumentTitle(current ? current.title : null);
  const { refetch } = topicRead;
  const reload = useCallback(() => void refetch(), [refetch]);

  const finish = useCallback(async () => {
    if (!current) return;
    const result = await finishTopic({ slug: current.slug, levelId });
    if (result.data) {
      const { progress } = result.data;
      toast.success("¡Tema terminado!", {
        description: `Llevas ${progress.finished} de ${progress.total} temas del nivel (${progress.percentage} %).`,
      });
    }
  }, [finishTopic, current, levelId]);

  const rate = useCallback(
    async (score: number, comment: string) => {
      const result = await rateLevel({ levelId, score, comment });
      if (!result.data) return false;
      toast.success("¡Gracias por calificar este nivel!");
      return true;
    },
    [rateLevel, levelId],
  );

  return { topicRead, temaryRead, status, current, locked, level, total, temarySettled, askForRate, finishing, dismissRatePrompt, playerHandle, reload, finish, rate };
}
