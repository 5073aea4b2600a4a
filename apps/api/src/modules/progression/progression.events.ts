// The facts the progression module announces; notifications react to them.
declare module "../../lib/events" {
  interface DomainEvents {
    /** A teacher or admin opened a topic (or a level, `themeTitle` null) for a student. */
    "progression.unlocked": { userId: number; unlockId: number; levelTitle: string; themeTitle: string | null; reason: string };
    /** A topic of a level that goes in order opened through the student's own progress (the previous one done). */
    "progression.topic_opened": { userId: number; themeId: number; themeSlug: string; themeTitle: string; levelId: number; levelTitle: string };
    /** A certificate was issued (once per certificate). */
    "certificate.issued": { userId: number; code: string; levelTitle: string; courseTitle: string };
    /** An admin revoked a certificate. */
    "certificate.revoked": { userId: number; code: string; levelTitle: string; reason: string };
  }
}

export {};
