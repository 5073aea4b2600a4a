// The facts the teaching module announces; progression reacts to them.
declare module "../../lib/events" {
  interface DomainEvents {
    /** A teacher answered a take: «¡Aprobado!» (`approved`) or «Inténtalo de nuevo» (`retry`). */
    "submission.reviewed": { studentId: number; submissionId: number; themeId: number; levelId: number; verdict: "approved" | "retry" };
  }
}

export {};
