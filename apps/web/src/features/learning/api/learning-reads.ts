export interface TopicKey {
  slug: string;
  levelId: number;
}

export const topicPath = (slug: string) => `/api/themes/${encodeURIComponent(slug)}/`;

/** A topic's read as a plain request: its endpoint and the topic page's first server render build it here. */
export const learningReads = {
  topic: ({ slug, levelId }: TopicKey) => ({ path: topicPath(slug), query: { level: levelId } }),
};
