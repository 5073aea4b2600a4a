// The facts the back office announces about a student; notifications tell the student (issue 35).
declare module "../../lib/events" {
  interface DomainEvents {
    /** An administrator opened (or extended) a student's access. `what`: "el nivel «Básico» de Acordeón", in words. */
    "student.access_granted": { userId: number; grantId: number; what: string; endsAt: Date; reason: string | null };
    /** An administrator closed a student's access before its end. */
    "student.access_revoked": { userId: number; grantId: number; what: string; reason: string };
    /** An administrator added or took points (the ledger entry names the fact). */
    "student.points_adjusted": { userId: number; entryId: number; delta: number; balance: number; reason: string };
  }
}

export {};
