// The facts the practice module announces; points reacts (streak achievements).
declare module "../../lib/events" {
  interface DomainEvents {
    /** A session was logged; `bestStreakDays` is the longest run of days the student has practised. */
    "practice.logged": { userId: number; sessionId: number; streakDays: number; bestStreakDays: number; totalDays: number; at: Date };
  }
}

export {};
