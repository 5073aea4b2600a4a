// The facts the learning module announces; points and notifications react to them.
declare module "../../lib/events" {
  interface DomainEvents {
    /** The FIRST view of a topic by a student (never repeated for the same pair). */
    "topic.viewed": { userId: number; themeId: number; levelId: number; at: Date };
    /** A topic marked as finished for the first time. */
    "topic.finished": { userId: number; themeId: number; levelId: number; levelCompleted: boolean; at: Date };
  }
}

export {};
