export interface ThemeKey {
  slug: string;
  levelId: number;
}

export const themePath = (slug: string) => `/api/themes/${encodeURIComponent(slug)}/`;

/** A topic's read as a plain request: its endpoint and the topic page's first server render build it here. */
export const learningReads = {
  theme: ({ slug, levelId }: ThemeKey) => ({ path: themePath(slug), query: { level: levelId } }),
};
