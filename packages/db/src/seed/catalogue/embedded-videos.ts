import type { SeedCourse } from "./types";

/** A lesson hosted by a video provider: the embed URL the player iframes (see normalizeVideo). */
export interface SeedEmbed {
  provider: "youtube" | "vimeo";
  source: string;
}

/**
 * The demo plays most lessons from the self-hosted sample clip (it works offline and shows
 * every practice-player feature). A few premium lessons per course come from YouTube and
 * Vimeo so the embedded players are part of the demo too. Their ids are the sample videos
 * the providers use in their own player-API documentation: public, embeddable and stable.
 * A school replaces them with its own lessons from the back office.
 */
export const DEMO_YOUTUBE: SeedEmbed = { provider: "youtube", source: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" };
export const DEMO_VIMEO: SeedEmbed = { provider: "vimeo", source: "https://player.vimeo.com/video/76979871" };

/**
 * Which topics play from a provider, keyed by `${levelSlug}/${topicSlug}`: in every course the
 * second-to-last topic of the first level comes from YouTube and that of the second level from
 * Vimeo. Free previews and the last topic of each level (where the rating prompt appears) stay
 * self-hosted.
 */
export function embeddedTopics(catalogue: SeedCourse[]): Map<string, SeedEmbed> {
  const map = new Map<string, SeedEmbed>();
  for (const course of catalogue) {
    for (const [index, embed] of [DEMO_YOUTUBE, DEMO_VIMEO].entries()) {
      const level = course.levels[index];
      const topic = level?.topics.at(-2);
      if (level && topic && level.topics.length - 2 >= level.freeTopics) map.set(`${level.slug}/${topic.slug}`, embed);
    }
  }
  return map;
}
