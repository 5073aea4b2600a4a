import type {
  AskForRateResponse,
  Course,
  FinishThemeResponse,
  LastViewedTheme,
  Level,
  LevelProgress,
  PlayableVideo,
  Price,
  Recommendation,
  TemaryResponse,
  ThemeDetail,
  ThemeRef,
  ThemeSummary,
  Video,
  VideoPurchasedDetail,
} from "@fz/contracts/catalogue";
import type { AttemptResult, ExerciseDetail, ExerciseSummary, Rate, RateStats } from "@fz/contracts/learning";
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
export type TopicSummaryItem = Camel<ThemeSummary>;
export type LastViewedItem = Camel<LastViewedTheme>;
export type TopicDetailItem = Camel<ThemeDetail>;
export type TopicRefItem = Camel<ThemeRef>;
export type RecommendationItem = Camel<Recommendation>;
export type TemaryPage = Camel<TemaryResponse>;
export type FinishTopicResult = Camel<FinishThemeResponse>;
export type AskForRateItem = Camel<AskForRateResponse>;
export type PlayableVideoItem = Camel<PlayableVideo>;
export type VideoItem = Camel<Video>;
export type VideoDetailItem = Camel<VideoPurchasedDetail>;
export type RateItem = Camel<Rate>;
export type ScoreSummaryItem = Camel<ScoreSummary>;
export type ScoreDetailItem = Camel<ScoreDetail>;
export type RateStatsItem = Camel<RateStats>;
/** A quiz ("ejercicio" on the wire) of a level, as listed, and with its questions. */
export type QuizSummaryItem = Camel<ExerciseSummary>;
export type QuizDetailItem = Camel<ExerciseDetail>;
export type AttemptResultItem = Camel<AttemptResult>;
