import type {
  AskForRateResponse,
  Course,
  FinishTopicResponse,
  LastViewedTopic,
  Level,
  LevelProgress,
  PlayableVideo,
  Price,
  Recommendation,
  TemaryResponse,
  TopicDetail,
  TopicRef,
  TopicSummary,
  Video,
  VideoPurchasedDetail,
} from "@fz/contracts/catalogue";
import type { Rate, RateStats } from "@fz/contracts/learning";
import type { AttemptResult, QuizDetail, QuizSummary } from "@fz/contracts/quizzes";
import type { ScoreDetail, ScoreSummary } from "@fz/contracts/scores";
import type { Camel } from "@/lib/case";

/**
 * The academy's records as the web code sees them: the wire contracts after the API client
 * turned their keys into camelCase. Shared by the state areas and the academy features.
 */
export type CourseItem = Camel<Course>;
export type LevelItem = Camel<Level>;
export type LevelProgressItem = Camel<LevelProgress>;
export type PriceItem = Camel<Price>;
export type TopicSummaryItem = Camel<TopicSummary>;
export type LastViewedItem = Camel<LastViewedTopic>;
export type TopicDetailItem = Camel<TopicDetail>;
export type TopicRefItem = Camel<TopicRef>;
export type RecommendationItem = Camel<Recommendation>;
export type TemaryPage = Camel<TemaryResponse>;
export type FinishTopicResult = Camel<FinishTopicResponse>;
export type AskForRateItem = Camel<AskForRateResponse>;
export type PlayableVideoItem = Camel<PlayableVideo>;
export type VideoItem = Camel<Video>;
export type VideoDetailItem = Camel<VideoPurchasedDetail>;
export type RateItem = Camel<Rate>;
export type ScoreSummaryItem = Camel<ScoreSummary>;
export type ScoreDetailItem = Camel<ScoreDetail>;
export type RateStatsItem = Camel<RateStats>;
/** A quiz ("ejercicio" on the wire) of a level, as listed, and with its questions. */
export type QuizSummaryItem = Camel<QuizSummary>;
export type QuizDetailItem = Camel<QuizDetail>;
export type AttemptResultItem = Camel<AttemptResult>;
