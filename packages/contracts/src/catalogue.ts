import { z } from "zod";
import { doneRequirement, topicLock, UNLOCK_MODES } from "./progression";
import { pageQuery, paginated } from "./common";
import { practicePreset } from "./practice";
import { scoreSummary } from "./scores";

/**
 * Wire schemas of the catalogue: courses → levels → themes (topics), and tutorial videos.
 * Public variants answer the same shapes with the per-student fields empty (no progress,
 * `has_access: false`) and never a premium video source.
 */

export const courseRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type CourseRef = z.infer<typeof courseRef>;

export const levelRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type LevelRef = z.infer<typeof levelRef>;

export const course = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  instrument: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  position: z.number().int(),
  levels_count: z.number().int(),
  topics_count: z.number().int(),
});
export type Course = z.infer<typeof course>;

/**
 * A way to buy access (filled by the commerce module; an empty list until it does).
 * `amount` is a decimal string so no float rounding reaches a price.
 */
export const price = z.object({
  product_id: z.number().int(),
  label: z.string(),
  months: z.number().int().nullable(),
  amount: z.string(),
  currency: z.string(),
});
export type Price = z.infer<typeof price>;

export const levelProgress = z.object({
  viewed: z.number().int(),
  finished: z.number().int(),
  total: z.number().int(),
  /** finished / total, 0–100, rounded down so 100 means every topic is finished. */
  percentage: z.number().int(),
});
export type LevelProgress = z.infer<typeof levelProgress>;

/** How the signed-in student reaches a level: a current grant (with its end) or not. */
export const levelAccess = z.object({
  has_access: z.boolean(),
  /** End of the current grant; null without one (or for an admin, who sees everything). */
  ends_at: z.string().nullable(),
});

export const level = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  is_special: z.boolean(),
  image: z.string().nullable(),
  course: courseRef,
  topics_count: z.number().int(),
  free_topics_count: z.number().int(),
  exercises_count: z.number().int(),
  prices: z.array(price),
  access: levelAccess,
  progress: levelProgress.nullable(),
  /** How its topics open (issue 40): a guided level says so on the landing page. */
  unlock_mode: z.enum(UNLOCK_MODES),
  /** Its certificate needs a performance approved by a teacher (issue 40). */
  requires_teacher_approval: z.boolean(),
});
export type Level = z.infer<typeof level>;

export const levelsQuery = pageQuery.extend({
  /** A course id or slug. */
  course: z.string().trim().min(1, { error: "El curso no es válido" }).max(120).optional(),
});
export type LevelsQuery = z.infer<typeof levelsQuery>;

export const VIDEO_PROVIDERS = ["youtube", "vimeo", "self_hosted"] as const;
export const videoProvider = z.enum(VIDEO_PROVIDERS);

/**
 * A playable video: `embed_url` for providers (an iframe), `src` for self-hosted files (a
 * signed, short-lived URL for a <video> element; it supports HTTP range requests).
 */
export const playableVideo = z.object({
  provider: videoProvider,
  embed_url: z.string().nullable(),
  src: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
});
export type PlayableVideo = z.infer<typeof playableVideo>;

/** free_preview: open to everyone; granted: a current grant (or admin); locked: neither. */
export const TOPIC_ACCESS = ["free_preview", "granted", "locked"] as const;
export const topicAccess = z.enum(TOPIC_ACCESS);
export type TopicAccess = z.infer<typeof topicAccess>;

export const topicSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  level: levelRef,
  is_free_preview: z.boolean(),
  is_locked: z.boolean(),
  access: topicAccess,
  has_video: z.boolean(),
  duration_seconds: z.number().int().nullable(),
  viewed: z.boolean(),
  finished: z.boolean(),
  /** Open by access but closed by the level's rule (issue 40): why, and the way to open it. Then `is_locked` is true too. */
  unlock: topicLock.nullable(),
  /** What makes this topic done. */
  requirement: doneRequirement,
});
export type TopicSummary = z.infer<typeof topicSummary>;

export const topicsQuery = pageQuery.extend({
  level: z.string().trim().min(1, { error: "El nivel no es válido" }).max(120).optional(),
  course: z.string().trim().min(1, { error: "El curso no es válido" }).max(120).optional(),
});
export type TopicsQuery = z.infer<typeof topicsQuery>;

/** `/api/levels/{id}/temary/`: the ordered topics of a level, with the level and its progress. */
export const temaryResponse = paginated(topicSummary).extend({
  level: levelRef.extend({ course: courseRef }),
  access: levelAccess,
  progress: levelProgress.nullable(),
  /** How the level's topics open: all at once, step by step, or by date (issue 40). */
  unlock_mode: z.enum(UNLOCK_MODES),
  /** Its certificate needs a performance approved by a teacher (issue 40). */
  requires_teacher_approval: z.boolean(),
});
export type TemaryResponse = z.infer<typeof temaryResponse>;

export const topicRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), level_id: z.number().int() });
export type TopicRef = z.infer<typeof topicRef>;

export const RECOMMENDATION_KINDS = ["theme", "exercise", "level", "none"] as const;

/** What to do after this topic: its next topic, the level's exercise, another level, or nothing. */
export const recommendation = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  message: z.string(),
  theme: topicRef.nullable(),
  exercise: z.object({ id: z.number().int(), title: z.string(), level_id: z.number().int() }).nullable(),
  level: levelRef.extend({ course: courseRef }).nullable(),
});
export type Recommendation = z.infer<typeof recommendation>;

/** `GET /api/themes/last-viewed/`: where the student left off (null before the first topic). */
export const lastViewedTopic = z.object({
  theme: topicSummary.nullable(),
  course: courseRef.nullable(),
  viewed_at: z.string().nullable(),
});
export type LastViewedTopic = z.infer<typeof lastViewedTopic>;

/**
 * A topic. When `is_locked` is true, `body` and `video` are null (the metadata stays, so the
 * page can show what unlocks it): a locked topic answers 200, not 403.
 */
export const topicDetail = topicSummary.extend({
  /** Markdown source, and the same rendered to sanitised HTML by the API (what pages show). */
  body: z.string().nullable(),
  body_html: z.string().nullable(),
  video: playableVideo.nullable(),
  course: courseRef,
  previous_theme: topicRef.nullable(),
  next_theme: topicRef.nullable(),
  recommendation,
  /** The metronome preset of "Practicar con metrónomo" (issue 17), when the admin set one. */
  practice_preset: practicePreset.nullable(),
  /** The topic's scores (issue 39), only when the topic is open; their sources are read one by one. */
  scores: z.array(scoreSummary),
});
export type TopicDetail = z.infer<typeof topicDetail>;

export const topicLevelQuery = z.object({
  /** The level's id or slug; required when the topic slug exists in more than one level. */
  level: z.string().trim().min(1, { error: "El nivel no es válido" }).max(120).optional(),
});
export type TopicLevelQuery = z.infer<typeof topicLevelQuery>;

export const slugParam = z.object({
  slug: z.string().trim().min(1, { error: "El identificador no es válido" }).max(160, { error: "El identificador no es válido" }),
});

export const finishTopicResponse = z.object({
  theme: topicRef,
  finished: z.literal(true),
  progress: levelProgress,
  next_theme: topicRef.nullable(),
  recommendation,
});
export type FinishTopicResponse = z.infer<typeof finishTopicResponse>;

export const askForRateResponse = z.object({
  ask: z.boolean(),
  level: levelRef,
});
export type AskForRateResponse = z.infer<typeof askForRateResponse>;

/** A tutorial sold on its own; the source only appears in `purchased_detail`. */
export const video = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  course: courseRef.nullable(),
  provider: videoProvider,
  thumbnail: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  prices: z.array(price),
  purchased: z.boolean(),
  /** End of the grant that opens it; null when not purchased or open to an admin. */
  access_ends_at: z.string().nullable(),
});
export type Video = z.infer<typeof video>;

export const videoPurchasedDetail = video.extend({ player: playableVideo });
export type VideoPurchasedDetail = z.infer<typeof videoPurchasedDetail>;

export const videosQuery = pageQuery.extend({
  course: z.string().trim().min(1, { error: "El curso no es válido" }).max(120).optional(),
});
export type VideosQuery = z.infer<typeof videosQuery>;

export const idOrSlugParam = z.object({
  id: z.string().trim().min(1, { error: "El identificador no es válido" }).max(160, { error: "El identificador no es válido" }),
});
