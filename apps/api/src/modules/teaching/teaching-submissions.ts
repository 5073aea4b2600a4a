import type { SharedReview, SharedReviewsQuery, Submission, SubmissionCreate, SubmissionDetail, SubmissionsQuery } from "@fz/contracts/teaching";
import { TAKE_LIMITS } from "@fz/contracts/teaching";
import { AppError, badRequest, notFound } from "../../lib/errors";
import * as repo from "./teaching.repository";
import type { TeachingDeps, Viewer } from "./teaching-deps";
import { type SubmissionDetails, gone, nameOf, shortName, toComment, toSubmission } from "./teaching-views";
import type { TakeStore } from "./take-store";

/** The student's side of the loop: send a take, follow it, withdraw or share it, and read the shared library. */
export interface Submissions {
  submit(student: Viewer, input: SubmissionCreate): Promise<SubmissionDetail>;
  listMine(student: Viewer, query: SubmissionsQuery, limit: number, offset: number): Promise<{ total: number; items: Submission[] }>;
  detail(viewer: Viewer, id: number): Promise<SubmissionDetail>;
  withdraw(student: Viewer, id: number): Promise<SubmissionDetail>;
  share(student: Viewer, id: number, share: boolean): Promise<SubmissionDetail>;
  shared(viewer: Viewer, query: SharedReviewsQuery, limit: number, offset: number): Promise<{ total: number; items: SharedReview[] }>;
}

export function createSubmissions(
  { db, access, uploads, mediaUrls }: Pick<TeachingDeps, "db" | "access" | "uploads" | "mediaUrls">,
  { playableOrRefused, storeTake }: Pick<TakeStore, "playableOrRefused" | "storeTake">,
  { detail, replyMedia }: Pick<SubmissionDetails, "detail" | "replyMedia">,
): Submissions {
  /** Whether this viewer may see the take: its student, a teacher of its course, an admin. */
  async function canSee(viewer: Viewer, row: repo.SubmissionRow): Promise<boolean> {
    if (viewer.role === "admin") return true;
    if (row.submission.studentId === viewer.id) return true;
    return viewer.role === "teacher" && (await repo.teachesCourse(db, viewer.id, row.submission.courseId));
  }

  async function visible(viewer: Viewer, id: number): Promise<repo.SubmissionRow> {
    const row = await repo.findSubmission(db, id);
    if (!row || !(await canSee(viewer, row))) throw gone();
    return row;
  }

  return {
    async submit(student: Viewer, input: SubmissionCreate): Promise<SubmissionDetail> {
      const context = await repo.topicContext(db, input.theme);
      if (!context) throw notFound("El tema no existe.");
      if (!(await access.hasLevelAccess(student, context.levelId))) {
        throw new AppError("permission_denied", "Necesitas acceso a este nivel para enviar tu interpretación al profesor.");
      }
      if (input.assignment !== null) {
        const assignment = await repo.findAssignment(db, input.assignment);
        if (!assignment || assignment.assignment.studentId !== student.id) throw notFound("La tarea no existe.");
      }
      const staged = await uploads.finished(input.upload_id, student.id);
      if (!staged.ok) throw staged.status === 404 ? notFound(staged.message) : badRequest(staged.message);
      // The container by its bytes, not by what the browser called it.
      const media = await playableOrRefused(input.upload_id, staged.take);
      const type = media.type;
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await repo.lockStudent(tx, student.id);
          if (await repo.uploadUsed(tx, input.upload_id)) throw new AppError("conflict", "Esa grabación ya fue enviada.");
          if ((await repo.pendingInLevel(tx, student.id, context.levelId)) >= TAKE_LIMITS.maxPendingPerLevel) {
            throw badRequest(
              `Ya tienes ${TAKE_LIMITS.maxPendingPerLevel} interpretaciones de este nivel esperando respuesta. Espera la respuesta del profesor o retira una.`,
            );
          }
          const stored = await storeTake(input.upload_id, media);
          return repo.insertSubmission(tx, {
            studentId: student.id,
            themeId: context.themeId,
            levelId: context.levelId,
            courseId: context.courseId,
            assignmentId: input.assignment,
            uploadId: input.upload_id,
            mediaSource: stored.source,
            mediaType: type,
            mediaKind: input.kind,
            sizeBytes: stored.size,
            durationSeconds: input.duration_seconds,
            figures: input.figures,
            note: input.note,
          });
        });
      } finally {
        media.body.destroy();
        await media.done();
      }
      await uploads.remove(input.upload_id);
      return detail((await repo.findSubmission(db, id))!);
    },

    async listMine(student: Viewer, query: SubmissionsQuery, limit: number, offset: number) {
      const { total, rows } = await repo.listOfStudent(db, student.id, query.status, limit, offset);
      const now = new Date();
      return { total, items: rows.map((row) => toSubmission(row, now)) };
    },

    async detail(viewer: Viewer, id: number): Promise<SubmissionDetail> {
      return detail(await visible(viewer, id));
    },

    /** The student takes it back while it is not answered yet (the file stays until the account goes). */
    async withdraw(student: Viewer, id: number): Promise<SubmissionDetail> {
      const row = await repo.findSubmission(db, id);
      if (!row || row.submission.studentId !== student.id) throw gone();
      if (!(await repo.withdraw(db, id, student.id))) {
        throw new AppError("conflict", row.submission.status === "reviewed" ? "Esta interpretación ya fue respondida; no se puede retirar." : "Esta interpretación ya fue retirada.");
      }
      return detail((await repo.findSubmission(db, id))!);
    },

    /** The student allows a reviewed take in the level's shared library, or withdraws it (at once). */
    async share(student: Viewer, id: number, share: boolean): Promise<SubmissionDetail> {
      const row = await repo.findSubmission(db, id);
      if (!row || row.submission.studentId !== student.id) throw gone();
      if (share && row.submission.status !== "reviewed") throw new AppError("conflict", "Solo puedes compartir una interpretación que tu profesor ya respondió.");
      // Idempotent: allowing twice keeps the first date (and its approval).
      await repo.setShareRequest(db, id, student.id, share, new Date());
      return detail((await repo.findSubmission(db, id))!);
    },

    /**
     * «Lo que el profesor respondió a otros»: a topic's shared takes, for the students with access
     * to its level (and its teachers and admins); the students named by first name and initial.
     */
    async shared(viewer: Viewer, query: SharedReviewsQuery, limit: number, offset: number): Promise<{ total: number; items: SharedReview[] }> {
      const context = query.theme !== undefined ? await repo.topicContext(db, query.theme) : await repo.topicContextBySlug(db, query.level!, query.slug!);
      if (!context) throw notFound("El tema no existe.");
      const allowed =
        viewer.role === "admin" ||
        (viewer.role === "teacher" && (await repo.teachesCourse(db, viewer.id, context.courseId))) ||
        (await access.hasLevelAccess(viewer, context.levelId));
      if (!allowed) throw new AppError("permission_denied", "Necesitas acceso a este nivel para ver lo que el profesor respondió a otros.");
      const { total, rows } = await repo.sharedOfTopic(db, context.themeId, limit, offset);
      const comments = await repo.commentsOf(db, rows.map((r) => r.submission.id));
      return {
        total,
        items: rows.map((row) => {
          const s = row.submission;
          return {
            id: s.id,
            student: shortName(row.student),
            teacher: row.teacher ? nameOf(row.teacher) : "Tu profesor",
            kind: s.mediaKind,
            duration_seconds: s.durationSeconds,
            media_url: mediaUrls.signedUrl(s.mediaSource),
            comments: comments.filter((c) => c.comment.submissionId === s.id).map(toComment),
            verdict: s.verdict!,
            reply: s.reply ?? "",
            reply_media: replyMedia(s),
            reviewed_at: (s.reviewedAt ?? s.createdAt).toISOString(),
            mine: s.studentId === viewer.id,
          };
        }),
      };
    },
  };
}
