/**
 * What the demo accounts have done, so `npm start` shows a real academy: an admin-granted
 * level and tutorial for the demo student (locked levels next to them), a course grant for
 * another student, some progress and a few ratings.
 */
export interface DemoActivity {
  email: string;
  grantedBy?: string;
  grants: { scope: "course" | "level" | "video"; slug: string; months: number }[];
  /** Topics 1..viewed seen, 1..finished finished. */
  progress: { level: string; viewed: number; finished: number }[];
  /** `daysAgo`: when the review was written, so the demo's reviews spread over months. */
  ratings: { level: string; score: number; comment: string | null; daysAgo: number }[];
}

const ADMIN = "admin@fzacademia.com";

export const DEMO_ACTIVITY: DemoActivity[] = [
  {
    email: "estudiante@fzacademia.com",
    grantedBy: ADMIN,
    grants: [
      { scope: "level", slug: "acordeon-basico", months: 4 },
      { scope: "video", slug: "la-gota-fria-en-acordeon", months: 1 },
      { scope: "level", slug: "guacharaca-basico", months: 4 },
    ],
    // Guacharaca básico is complete: the demo student holds its certificate (issue 40). Caja básico
    // opens step by step: its first topic asks for a take, so its free second topic is closed.
    progress: [
      { level: "acordeon-basico", viewed: 3, finished: 2 },
      { level: "guacharaca-basico", viewed: 8, finished: 8 },
    ],
    ratings: [],
  },
  {
    email: "andres@fzacademia.com",
    grantedBy: ADMIN,
    grants: [{ scope: "course", slug: "como-tocar-guitarra", months: 12 }],
    progress: [
      { level: "guitarra-basico", viewed: 8, finished: 8 },
      { level: "acordeon-basico", viewed: 2, finished: 1 },
    ],
    ratings: [
      { level: "guitarra-basico", score: 5, comment: "Muy bien explicado. Por fin entendí los cambios de acorde sin mirar la mano.", daysAgo: 23 },
      { level: "acordeon-basico", score: 4, comment: "Los temas gratuitos me convencieron; el del fuelle es oro puro.", daysAgo: 71 },
    ],
  },
  {
    email: "lucia@fzacademia.com",
    grants: [],
    progress: [
      { level: "acordeon-basico", viewed: 2, finished: 2 },
      { level: "caja-basico", viewed: 2, finished: 1 },
    ],
    ratings: [
      { level: "acordeon-basico", score: 5, comment: "Clarísimo desde el primer video. La postura me cambió el sonido.", daysAgo: 134 },
      { level: "caja-basico", score: 4, comment: null, daysAgo: 198 },
    ],
  },
];
