import type { Page } from "@fz/contracts/common";
import type { AskForRateItem, FinishTopicResult, RateItem, ScoreDetailItem, TopicDetailItem, VideoDetailItem } from "@/lib/academy-types";
import { api, type ApiQueryError } from "@/store/api";
import { markTopicFinished, markTopicViewed } from "@/store/catalogue-api";
import { learningReads, topicPath, type TopicKey } from "@/features/learning/api/learning-reads";


/** "Marcar como terminado" answered, and whether this is the moment to ask for a rating. */
export interface FinishedTopic extends FinishTopicResult {
  askForRate: { ask: boolean; levelId: number | null };
}

export const RATES_PREVIEW = 6;


/** Topics, ratings and bought tutorials (decision 020). */
export const learningApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A topic of a level; opening an open one records the view on the server. */
    topic: build.query<TopicDetailItem, TopicKey>({
      query: learningReads.topic,
      providesTags: (_theme, _error, { slug, levelId }) => [{ type: "Topic", id: `${levelId}/${slug}` }],
      async onQueryStarted(_key, { dispatch, queryFulfilled }) {
        const topic = await queryFulfilled.then(({ data }) => data, () => null);
        if (!topic || topic.isLocked) return;
        markTopicViewed(dispatch, { levelId: topic.level.id, themeId: topic.id });
        // A view may earn points (and move where the student left off).
        dispatch(api.util.invalidateTags(["Points", "Progress"]));
      },
    }),
    /**
     * "Marcar como terminado": records it, then asks the API whether this is the moment to
     * ask for a rating (e.g. the level's last topic). The topic is finished either way: a
     * failure of the second question just means not asking.
     */
    finishTopic: build.mutation<FinishedTopic, TopicKey>({
      async queryFn({ slug, levelId }, _api, _extra, baseQuery) {
        const finished = await baseQuery({ path: `${topicPath(slug)}finish/`, method: "POST", query: { level: levelId } });
        if (finished.error) return { error: finished.error as ApiQueryError };
        const ask = await baseQuery({ path: `${topicPath(slug)}ask-for-rate/`, query: { level: levelId }, report: "none" });
        const answer = ask.data as AskForRateItem | undefined;
        return {
          data: {
            ...(finished.data as FinishTopicResult),
            askForRate: answer ? { ask: answer.ask, levelId: answer.level.id } : { ask: false, levelId: null },
          },
        };
      },
      async onQueryStarted(key, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.then(({ data }) => data, () => null);
        if (!result) return;
        dispatch(
          learningApi.util.updateQueryData("topic", key, (topic) => {
            topic.finished = true;
            topic.viewed = true;
            topic.nextTheme = result.nextTheme;
            topic.recommendation = result.recommendation;
          }),
        );
        markTopicFinished(dispatch, { levelId: result.theme.levelId, themeId: result.theme.id, progress: result.progress });
        // Finishing may open the next topic or complete the level (a certificate): read them again.
        dispatch(api.util.invalidateTags(["Progress", "Certificate"]));
        if (result.nextTheme) dispatch(api.util.invalidateTags([{ type: "Topic", id: `${key.levelId}/${result.nextTheme.slug}` }]));
      },
    }),
    /** "Ahora no": the API stops asking for this level. The prompt closes whatever the network does. */
    dismissRatePrompt: build.mutation<AskForRateItem, TopicKey>({
      query: ({ slug, levelId }) => ({ path: `${topicPath(slug)}ask-for-rate/`, method: "POST", query: { level: levelId } }),
      extraOptions: { report: "none" },
    }),
    /** The newest ratings of a level. */
    levelRates: build.query<Page<RateItem>, number>({
      query: (levelId) => ({ path: `/api/levels/${levelId}/rates/`, query: { pageSize: RATES_PREVIEW } }),
      providesTags: (_page, _error, levelId) => [{ type: "Rate", id: levelId }],
    }),
    /** The student's rating of a level (1–5 and an optional comment), created or replaced. */
    rateLevel: build.mutation<RateItem, { levelId: number; score: number; comment: string }>({
      query: ({ levelId, score, comment }) => {
        const trimmed = comment.trim();
        return { path: `/api/levels/${levelId}/rates/`, method: "POST", body: { score, comment: trimmed === "" ? null : trimmed } };
      },
      invalidatesTags: (_rate, error, { levelId }) => (error ? [] : [{ type: "Rate", id: levelId }]),
    }),
    /** A bought tutorial with its player. */
    /** One score of an open topic: its source and sync points (issue 39), read by the score view. */
    topicScore: build.query<ScoreDetailItem, TopicKey & { id: number }>({
      query: ({ slug, levelId, id }) => ({ path: `${topicPath(slug)}scores/${id}/`, query: { level: levelId } }),
      providesTags: (_score, _error, { slug, levelId }) => [{ type: "Topic", id: `${levelId}/${slug}` }],
    }),
    purchasedTutorial: build.query<VideoDetailItem, number>({
      query: (id) => `/api/courses/videos/${id}/purchased_detail/`,
      providesTags: (_video, _error, id) => [{ type: "Tutorial", id }],
    }),
  }),
});

export const {
  useTopicQuery,
  useFinishTopicMutation,
  useDismissRatePromptMutation,
  useLevelRatesQuery,
  useRateLevelMutation,
  usePurchasedTutorialQuery,
  useTopicScoreQuery,
} = learningApi;
