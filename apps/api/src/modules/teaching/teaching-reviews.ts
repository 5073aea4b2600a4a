import type { CommentCreate, ReviewCreate, Submission, SubmissionDetail, TeacherCourseOptions, TeacherQueueQuery, TeacherStudentsQuery } from "@fz/contracts/teaching";
import { AppError, badRequest } from "../../lib/errors";
import * as repo from "./teaching.repository";
import type { TeachingDeps, Viewer } from "./teaching-deps";
import { type SubmissionDetails, gone, nameOf, toSubmission } from "./teaching-views";
import type { TakeStore } from "./take-store";

/** The teacher's side of the loop: the queue, claiming a take, comments, the answer, sharing approvals. */
export interface Reviews {
  queue(teacher: Viewer, query: TeacherQueueQuery, limit: number, offset: number): Promise<{ total: number; items: Submission[] }>;
  teacherDetail(teacher: Viewer, id: number): Promise<SubmissionDetail>;
  claim(teacher: Viewer, id: number): Promise<SubmissionDetail>;
  comment(teacher: Viewer, id: number, input: CommentCreate): Promise<SubmissionDetail>;
  review(teacher: Viewer, id: number, input: ReviewCreate): Promise<SubmissionDetail>;
  approveShare(teacher: Viewer, id: number, approved: boolean): Promise<SubmissionDetail>;
  courseOptions(teacher: Viewer): Promise<TeacherCourseOptions>;
  students(teacher: Viewer, query: TeacherStudentsQuery, limit: number, offset: number): Promise<{ total: number; items: { id: number; name: string }[] }>;
}

export function createReviews(
  { db, audit, videoStore, events }: Pick<TeachingDeps, "db" | "audit" | "videoStore" | "events">,
  { storeReply }: Pick<TakeStore, "storeReply">,
  { detail }: Pick<SubmissionDetails, "detail">,
): Reviews {
  /** As a teacher: the take must be of one of their courses (admins: any). */
  async function asTeacher(viewer: Viewer, id: number): Promise<repo.SubmissionRow> {
    const row = await repo.findSubmission(db, id);
    if (!row) throw gone();
    if (viewer.role === "admin") return row;
    if (viewer.role !== "teacher" || !(await repo.teachesCourse(db, viewer.id, row.submission.courseId))) throw gone();
    return row;
  }

  return {
    async queue(teacher: Viewer, query: TeacherQueueQuery, limit: number, offset: number) {
      const { total, rows } = await repo.queue(
        db,
        {
          teacherId: teacher.role === "admin" ? null : teacher.id,
          status: query.status,
          courseId: query.course,
          levelId: query.level,
          studentId: query.student,
          claimedBy: query.mine === "true" ? teacher.id : undefined,
        },
        limit,
        offset,
      );
      const now = new Date();
      return { total, items: rows.map((row) => toSubmission(row, now)) };
    },

    async teacherDetail(teacher: Viewer, id: number): Promise<SubmissionDetail> {
      return detail(await asTeacher(teacher, id));
    },

    /** Exclusive: of two teachers who claim at once, one wins and the other hears who has it. */
    async claim(teacher: Viewer, id: number): Promise<SubmissionDetail> {
      const row = await asTeacher(teacher, id);
      const won = await db.transaction(async (tx) => {
        const ok = await repo.claim(tx, id, teacher.id, new Date());
        if (ok) await audit.record(tx, { actorId: teacher.id, action: "submission.claim", entity: "submission", entityId: id });
        return ok;
      });
      if (!won) {
        const now = await repo.findSubmission(db, id);
        const s = now?.submission;
        if (s?.status === "in_review" && s.teacherId === teacher.id) return detail(now!);
        if (s?.status === "in_review") throw new AppError("conflict", `${now!.teacher ? nameOf(now!.teacher) : "Otro profesor"} ya está revisando esta interpretación.`);
        if (s?.status === "reviewed") throw new AppError("conflict", "Esta interpretación ya fue respondida.");
        throw new AppError("conflict", "El estudiante retiró esta interpretación.");
      }
      void row;
      return detail((await repo.findSubmission(db, id))!);
    },

    async comment(teacher: Viewer, id: number, input: CommentCreate): Promise<SubmissionDetail> {
      const row = await asTeacher(teacher, id);
      const s = row.submission;
      if (s.status !== "in_review" || s.teacherId !== teacher.id) throw new AppError("conflict", "Toma la interpretación para revisarla antes de comentar.");
      if (input.at_seconds > s.durationSeconds + 1) throw badRequest("El comentario cae fuera de la grabación.");
      await db.transaction(async (tx) => {
        const c = await repo.insertComment(tx, { submissionId: id, authorId: teacher.id, atMs: Math.round(input.at_seconds * 1000), body: input.body });
        await audit.record(tx, { actorId: teacher.id, action: "submission.comment", entity: "submission", entityId: id, after: { comment_id: c.id, at_seconds: input.at_seconds } });
      });
      return detail((await repo.findSubmission(db, id))!);
    },

    async review(teacher: Viewer, id: number, input: ReviewCreate): Promise<SubmissionDetail> {
      const row = await asTeacher(teacher, id);
      const s0 = row.submission;
      if (s0.status !== "in_review" || s0.teacherId !== teacher.id) {
        throw new AppError("conflict", s0.status === "reviewed" ? "Esta interpretación ya fue respondida." : "Toma la interpretación para revisarla antes de responder.");
      }
      const media = await storeReply(teacher.id, input.reply_media);
      let done = false;
      try {
        done = await db.transaction(async (tx) => {
          const ok = await repo.review(tx, id, teacher.id, { verdict: input.verdict, reply: input.reply, media }, new Date());
          if (ok) await audit.record(tx, { actorId: teacher.id, action: "submission.review", entity: "submission", entityId: id, after: { verdict: input.verdict, reply_media: media?.kind ?? null } });
          return ok;
        });
      } finally {
        // An answer that was not written keeps no recorded reply.
        if (!done && media) await videoStore.remove(media.source).catch(() => {});
      }
      if (!done) {
        const s = row.submission;
        if (s.status === "reviewed") throw new AppError("conflict", "Esta interpretación ya fue respondida.");
        throw new AppError("conflict", "Toma la interpretación para revisarla antes de responder.");
      }
      const after = (await repo.findSubmission(db, id))!;
      await events.reviewed({
        studentId: after.submission.studentId,
        submissionId: id,
        themeId: after.submission.themeId,
        levelId: after.submission.levelId,
        themeTitle: after.theme.title,
        verdict: input.verdict,
        teacherName: after.teacher ? nameOf(after.teacher) : "Tu profesor",
      });
      return detail(after);
    },

    /** A teacher of the course approves (or declines) a take its student allowed to share; audited. */
    async approveShare(teacher: Viewer, id: number, approved: boolean): Promise<SubmissionDetail> {
      await asTeacher(teacher, id);
      const changed = await db.transaction(async (tx) => {
        const ok = await repo.setShareApproval(tx, id, approved, new Date());
        if (ok) await audit.record(tx, { actorId: teacher.id, action: approved ? "submission.share_approve" : "submission.share_decline", entity: "submission", entityId: id });
        return ok;
      });
      const after = (await repo.findSubmission(db, id))!;
      if (!changed && !(approved && after.submission.shareApprovedAt)) {
        throw new AppError("conflict", "El estudiante no permite compartir esta interpretación (o la retiró).");
      }
      return detail(after);
    },

    /** The queue's filters: the teacher's courses (every course for an admin) and their levels. */
    async courseOptions(teacher: Viewer): Promise<TeacherCourseOptions> {
      const rows = await repo.courseOptions(db, teacher.role === "admin" ? null : teacher.id);
      const results: TeacherCourseOptions["results"] = [];
      for (const row of rows) {
        let course = results.at(-1);
        if (course?.id !== row.courseId) {
          course = { id: row.courseId, title: row.courseTitle, levels: [] };
          results.push(course);
        }
        if (row.levelId !== null && row.levelTitle !== null) course.levels.push({ id: row.levelId, title: row.levelTitle });
      }
      return { results };
    },

    async students(teacher: Viewer, query: TeacherStudentsQuery, limit: number, offset: number) {
      const { total, rows } = await repo.studentsOfTeacher(db, teacher.role === "admin" ? null : teacher.id, query.search || undefined, limit, offset);
      return { total, items: rows.map((r) => ({ id: r.id, name: nameOf(r) })) };
    },
  };
}
