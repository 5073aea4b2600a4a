// The fact the quizzes module announces; points ("complete a quiz") reacts to it.
declare module "../../lib/events" {
  interface DomainEvents {
    /** The FIRST passing attempt of a student at an exercise (never repeated for the pair). */
    "quiz.passed": { userId: number; exerciseId: number; levelId: number; attemptId: number; score: number; at: Date };
  }
}

export {};
