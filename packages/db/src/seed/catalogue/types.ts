/** The shape of the demo catalogue, written as data (one file per course). */

export interface SeedTopic {
  slug: string;
  title: string;
  summary: string;
  /** Markdown built from paragraphs and practice steps (see `topicBody`). */
  body: string;
}

export interface SeedQuestion {
  prompt: string;
  kind: "single" | "multiple";
  explanation: string;
  /** Options in display order; `true` marks a correct one. */
  options: [text: string, correct: boolean][];
}

export interface SeedExercise {
  title: string;
  description: string;
  questions: SeedQuestion[];
}

export interface SeedLevel {
  slug: string;
  title: string;
  description: string;
  isSpecial?: boolean;
  /** How many of the first topics are a free preview. */
  freeTopics: number;
  topics: SeedTopic[];
  exercises: SeedExercise[];
}

export interface SeedCourse {
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  instrument: string;
  levels: SeedLevel[];
}

export interface SeedTutorial {
  slug: string;
  title: string;
  description: string;
  course: string;
}

/** A topic: a few paragraphs of explanation and a short practice routine, in Markdown. */
export function topic(slug: string, title: string, summary: string, paragraphs: string[], practice: string[]): SeedTopic {
  const body = [...paragraphs, "## Para practicar", practice.map((step) => `- ${step}`).join("\n")].join("\n\n");
  return { slug, title, summary, body };
}

export const single = (prompt: string, explanation: string, options: [string, boolean][]): SeedQuestion => ({
  prompt,
  kind: "single",
  explanation,
  options,
});

export const multiple = (prompt: string, explanation: string, options: [string, boolean][]): SeedQuestion => ({
  prompt,
  kind: "multiple",
  explanation,
  options,
});
