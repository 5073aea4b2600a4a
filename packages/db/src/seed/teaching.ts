import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { courses, levels, notifications, practiceAssignments, submissionComments, submissions, teacherCourses, themes, users } from "../schema";
import { LESSON_CLIPS } from "./media/lesson-clips";

/**
 * The teacher's loop on `npm start` (issue 38): the demo teacher answers the accordion and caja
 * courses; the demo student sent two takes of the first accordion topic — one answered with
 * time-coded comments, a verdict and a tempo ladder, one waiting for 30 hours (due soon). The
 * takes point at the course's practice clip the catalogue seed wrote, so they play. Keyed by
 * fixed upload ids: a second start adds nothing.
 */
const ANSWERED = "00000000-0000-4000-8000-0000000000a1";
const WAITING = "00000000-0000-4000-8000-0000000000a2";
const SHARED = "00000000-0000-4000-8000-0000000000a3";
const COURSES = ["como-tocar-acordeon-vallenato", "como-tocar-caja-vallenata"];
const HOUR = 3600 * 1000;

export async function seedTeaching(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ["profesor@fzacademia.com", "estudiante@fzacademia.com"]));
  const teacher = people.find((p) => p.email === "profesor@fzacademia.com");
  const student = people.find((p) => p.email === "estudiante@fzacademia.com");
  if (!teacher || !student) return;
  const taught = await db.select({ id: courses.id, slug: courses.slug }).from(courses).where(inArray(courses.slug, COURSES));
  if (taught.length > 0) await db.insert(teacherCourses).values(taught.map((c) => ({ teacherId: teacher.id, courseId: c.id }))).onConflictDoNothing();

  const accordion = taught.find((c) => c.slug === "como-tocar-acordeon-vallenato");
  if (!accordion) return;
  const [topic] = await db
    .select({ themeId: themes.id, levelId: levels.id, title: themes.title })
    .from(themes)
    .innerJoin(levels, eq(levels.id, themes.levelId))
    .where(and(eq(levels.courseId, accordion.id)))
    .orderBy(asc(levels.position), asc(themes.position))
    .limit(1);
  if (!topic) return;
  const clip = LESSON_CLIPS["como-tocar-acordeon-vallenato"]!.file;
  const now = Date.now();
  await seedSharedTake(db, { teacherId: teacher.id, courseId: accordion.id, themeId: topic.themeId, levelId: topic.levelId, clip });
  const [done] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.uploadId, ANSWERED));
  if (done) return;
  const base = { studentId: student.id, themeId: topic.themeId, levelId: topic.levelId, courseId: accordion.id, mediaSource: clip, mediaType: "video/mp4", mediaKind: "video" as const, sizeBytes: 400_000, durationSeconds: 12 };

  await db.transaction(async (tx) => {
    const [answered] = await tx
      .insert(submissions)
      .values({
        ...base,
        uploadId: ANSWERED,
        figures: { hit_percent: 72, mean_offset_ms: 18, spread_ms: 26, tempo_bpm: 84, tempo_played_bpm: 86, air: "paseo" },
        note: "Mi primer paseo completo. Siento que me adelanto en el segundo compás.",
        status: "reviewed",
        teacherId: teacher.id,
        createdAt: new Date(now - 3 * 24 * HOUR),
        claimedAt: new Date(now - 3 * 24 * HOUR + 20 * HOUR),
        verdict: "retry",
        reply: "¡Buen trabajo, Camila! El fuelle suena parejo y la mano derecha va limpia. Te adelantas un poco cuando entra el bajo: practica con el metrónomo a 80 y sube de a 4 cuando estés a tiempo.",
        reviewedAt: new Date(now - 3 * 24 * HOUR + 22 * HOUR),
      })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (!answered) return;
    await tx.insert(submissionComments).values([
      { submissionId: answered.id, authorId: teacher.id, atMs: 2000, body: "Buen comienzo: el fuelle abre a tiempo." },
      { submissionId: answered.id, authorId: teacher.id, atMs: 6500, body: "Aquí te adelantas. Escucha la caja y espera el tiempo fuerte." },
      { submissionId: answered.id, authorId: teacher.id, atMs: 10000, body: "Este cierre está muy bien, así debe sonar todo el paseo." },
    ]);
    const dueOn = new Date(now + 7 * 24 * HOUR).toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
    await tx.insert(practiceAssignments).values({
      teacherId: teacher.id,
      studentId: student.id,
      themeId: topic.themeId,
      courseId: accordion.id,
      fromSubmissionId: answered.id,
      kind: "tempo_ladder",
      air: "paseo",
      bars: 8,
      tempoFrom: 80,
      tempoTo: 100,
      tempoStep: 4,
      passPercent: 80,
      instructions: "Sube 4 BPM cada vez que llegues al 80 % a tiempo.",
      dueOn,
    });
    await tx
      .insert(notifications)
      .values({
        userId: student.id,
        kind: "submission_reviewed",
        title: "Tu profesor respondió tu interpretación",
        body: `Rafael Orozco escuchó tu interpretación de «${topic.title}» y te dejó sus comentarios.`,
        link: `/academia/revisiones/${answered.id}`,
        dedupeKey: `submission.reviewed:${answered.id}`,
      })
      .onConflictDoNothing();
    await tx
      .insert(submissions)
      .values({ ...base, uploadId: WAITING, note: "La volví a grabar a 88 BPM.", figures: null, createdAt: new Date(now - 30 * HOUR) })
      .onConflictDoNothing();
  });
}

/**
 * The level's shared library (decision 046): Andrés allowed his answered take of the same topic
 * and the teacher approved it, so the demo student sees it under «Lo que el profesor respondió a
 * otros» — with a recorded reply (the course's clip stands in for the teacher's video).
 */
async function seedSharedTake(db: Database, at: { teacherId: number; courseId: number; themeId: number; levelId: number; clip: string }): Promise<void> {
  const [classmate] = await db.select({ id: users.id }).from(users).where(eq(users.email, "andres@fzacademia.com"));
  if (!classmate) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [shared] = await tx
      .insert(submissions)
      .values({
        studentId: classmate.id,
        themeId: at.themeId,
        levelId: at.levelId,
        courseId: at.courseId,
        uploadId: SHARED,
        mediaSource: at.clip,
        mediaType: "video/mp4",
        mediaKind: "video",
        sizeBytes: 400_000,
        durationSeconds: 12,
        note: "¿Voy bien con el bajo?",
        status: "reviewed",
        teacherId: at.teacherId,
        createdAt: new Date(now - 6 * 24 * HOUR),
        claimedAt: new Date(now - 6 * 24 * HOUR + 5 * HOUR),
        verdict: "approved",
        reply: "¡Aprobado, Andrés! El bajo entra justo en el tiempo fuerte. Te grabé cómo adorno el final para que lo pruebes.",
        replyMediaSource: at.clip,
        replyMediaType: "video/mp4",
        replyMediaKind: "video",
        replyDurationSeconds: 12,
        reviewedAt: new Date(now - 6 * 24 * HOUR + 9 * HOUR),
        shareRequestedAt: new Date(now - 5 * 24 * HOUR),
        shareApprovedAt: new Date(now - 5 * 24 * HOUR + 2 * HOUR),
      })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (!shared) return;
    await tx.insert(submissionComments).values([
      { submissionId: shared.id, authorId: at.teacherId, atMs: 3000, body: "Así se abre el fuelle: parejo y sin prisa." },
      { submissionId: shared.id, authorId: at.teacherId, atMs: 8000, body: "Fíjate cómo el bajo espera al tiempo fuerte." },
    ]);
  });
}
