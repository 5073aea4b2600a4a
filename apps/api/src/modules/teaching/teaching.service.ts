import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type Assignment,
  type AssignmentCreate,
  type CommentCreate,
  type RecordedMedia,
  type ReviewCreate,
  type SharedReview,
  type SharedReviewsQuery,
  type Submission,
  type SubmissionCreate,
  type SubmissionDetail,
  type SubmissionsQuery,
  type TeacherCourseOptions,
  type TeacherQueueQuery,
  type TeacherStudentsQuery,
  type TeacherSummary,
  type TeacherUpdate,
  REVIEW_DUE_SOON_HOURS,
  REVIEW_PROMISE_HOURS,
  TAKE_LIMITS,
} from "@fz/contracts/teaching";
import { AIR_NAMES } from "@fz/contracts/practice";
import type { Database } from "@fz/db/client";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { AccessService } from "../access/access.service";
import type { AuditService } from "../audit/audit.service";
import type { PracticeService } from "../practice/practice.service";
import { storeVideoStream, type VideoStore } from "../media/media.service";
import * as repo from "./teaching.repository";
import { TAKE_HEAD_BYTES, detectTakeContainer, remuxToMp4 } from "./take-media";
import type { StagedTake, TakeUploads } from "./take-uploads";

export interface Viewer {
  id: number;
  role: string;
}

export interface TeachingEvents {
  /** The answer landed: the student is told (bell and e-mail). */
  reviewed(input: { studentId: number; submissionId: number; themeId: number; levelId: number; themeTitle: string; verdict: "approved" | "retry"; teacherName: string }): Promise<void>;
  assigned(input: { studentId: number; assignmentId: number; title: string; dueOn: string }): Promise<void>;
}

const HOUR = 3600 * 1000;

/** The first bytes of a staged take (fewer when the file is shorter). */
async function headOf(take: StagedTake, bytes: number): Promise<Buffer> {
  const stream = await take.open();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size).subarray(0, bytes);
}

/**
 * The take as the teacher's browser will play it: WebM and MP4 as they came; MOV and ADTS AAC
 * rewritten into MP4 by ffmpeg in a temporary folder (removed by `done`). Null: not a take.
 */
async function playable(take: StagedTake): Promise<{ type: "video/webm" | "video/mp4"; body: Readable; done(): Promise<void> } | null | "damaged"> {
  const container = detectTakeContainer(await headOf(take, TAKE_HEAD_BYTES));
  if (!container) return null;
  if (container === "webm" || container === "mp4") return { type: container === "webm" ? "video/webm" : "video/mp4", body: await take.open(), done: async () => {} };
  const folder = await mkdtemp(path.join(tmpdir(), "fz-take-"));
  const done = () => rm(folder, { recursive: true, force: true });
  try {
    const input = path.join(folder, container === "mov" ? "toma.mov" : "toma.aac");
    await pipeline(await take.open(), createWriteStream(input));
    const output = path.join(folder, "toma.mp4");
    if (!(await remuxToMp4(container, input, output))) {
      await done();
      return "damaged";
    }
    return { type: "video/mp4", body: createReadStream(output), done };
  } catch (error) {
    await done();
    throw error;
  }
}
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
/** «Andrés G.»: how the shared library names the other students. */
export const shortName = (p: { firstName: string; lastName: string }) => {
  const initial = p.lastName.trim().charAt(0).toLocaleUpperCase("es");
  return initial ? `${p.firstName.trim()} ${initial}.` : p.firstName.trim() || "Un estudiante";
};
const gone = () => notFound("La interpretación no existe.");

export function assignmentTitle(a: { kind: string; air: string | null; tempoFrom: number | null; tempoTo: number | null; instructions: string }): string {
  if (a.kind === "tempo_ladder") {
    const air = a.air ? AIR_NAMES[a.air as keyof typeof AIR_NAMES].toLowerCase() : "metrónomo";
    return `${air} de ${a.tempoFrom} a ${a.tempoTo} BPM`;
  }
  const first = a.instructions.split("\n")[0]!.trim();
  return first.length > 80 ? `${first.slice(0, 79)}…` : first;
}

export function toSubmission(row: repo.SubmissionRow, now: Date = new Date()): Submission {
  const s = row.submission;
  const open = s.status === "submitted" || s.status === "in_review";
  const end = s.reviewedAt ?? now;
  const waiting = Math.max(0, (end.getTime() - s.createdAt.getTime()) / HOUR);
  return {
    id: s.id,
    status: s.status,
    student: { id: row.student.id, name: nameOf(row.student) },
    theme: row.theme,
    level: row.level,
    course: row.course,
    kind: s.mediaKind,
    media_type: s.mediaType,
    size_bytes: s.sizeBytes,
    duration_seconds: s.durationSeconds,
    figures: s.figures ?? null,
    note: s.note,
    teacher: row.teacher ? { id: row.teacher.id, name: nameOf(row.teacher) } : null,
    verdict: s.verdict,
    reply: s.reply,
    assignment_id: s.assignmentId,
    created_at: s.createdAt.toISOString(),
    claimed_at: s.claimedAt?.toISOString() ?? null,
    reviewed_at: s.reviewedAt?.toISOString() ?? null,
    waiting_hours: Math.round(waiting * 10) / 10,
    promise: !open ? null : waiting >= REVIEW_PROMISE_HOURS ? "late" : waiting >= REVIEW_DUE_SOON_HOURS ? "due_soon" : "waiting",
    sharing: s.shareApprovedAt ? "shared" : s.shareRequestedAt ? "requested" : "private",
  };
}

/** The ladder's rungs are from, from + step, … up to `to`; the next is the first above what was kept. */
export function ladderProgress(a: { tempoFrom: number | null; tempoTo: number | null; tempoStep: number | null }, best: number | null) {
  const { tempoFrom: from, tempoTo: to, tempoStep: step } = a;
  if (from === null || to === null || step === null) return null;
  const reached = best === null || best < from ? null : Math.min(best, to);
  if (reached !== null && reached >= to) return { reached_bpm: to, next_bpm: null, done: true };
  let next = from;
  while (reached !== null && next <= reached) next += step;
  return { reached_bpm: reached, next_bpm: Math.min(next, to), done: false };
}

function toAssignment(row: repo.AssignmentRow, best: number | null = null): Assignment {
  const a = row.assignment;
  return {
    id: a.id,
    kind: a.kind,
    student: { id: row.student.id, name: nameOf(row.student) },
    teacher: row.teacher ? { id: row.teacher.id, name: nameOf(row.teacher) } : null,
    theme: row.theme,
    from_submission_id: a.fromSubmissionId,
    air: a.air,
    bars: a.bars,
    tempo_from: a.tempoFrom,
    tempo_to: a.tempoTo,
    tempo_step: a.tempoStep,
    pass_percent: a.passPercent,
    instructions: a.instructions,
    due_on: a.dueOn,
    title: assignmentTitle(a),
    submissions: Number(row.submissions),
    progress: a.kind === "tempo_ladder" ? ladderProgress(a, best) : null,
    created_at: a.createdAt.toISOString(),
  };
}

export type TeachingService = ReturnType<typeof createTeachingService>;

/**
 * The teacher's loop (issue 38, decision 031): students send takes of topics they have access
 * to; the teachers of the topic's course (and admins) claim one at a time, pin comments to
 * seconds of it, answer with a verdict and may assign practice. A student sees only their own;
 * a teacher only their courses'; anything else is a 404, so ids reveal nothing.
 */
export function createTeachingService(deps: {
  db: Database;
  access: AccessService;
  audit: AuditService;
  practice: Pick<PracticeService, "bestPassingTempo">;
  videoStore: VideoStore;
  uploads: TakeUploads;
  mediaUrls: { signedUrl(source: string): string };
  events: TeachingEvents;
}) {
  const { db, access, audit, practice, videoStore, uploads, mediaUrls, events } = deps;

  /** Each ladder with its climb (a page holds at most a hundred). */
  async function withProgress(rows: repo.AssignmentRow[]): Promise<Assignment[]> {
    return Promise.all(
      rows.map(async (row) => {
        const a = row.assignment;
        if (a.kind !== "tempo_ladder" || a.passPercent === null) return toAssignment(row);
        const best = await practice.bestPassingTempo(a.studentId, { since: a.createdAt, minHitPercent: a.passPercent, air: a.air });
        return toAssignment(row, best);
      }),
    );
  }

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

  /** As a teacher: the take must be of one of their courses (admins: any). */
  async function asTeacher(viewer: Viewer, id: number): Promise<repo.SubmissionRow> {
    const row = await repo.findSubmission(db, id);
    if (!row) throw gone();
    if (viewer.role === "admin") return row;
    if (viewer.role !== "teacher" || !(await repo.teachesCourse(db, viewer.id, row.submission.courseId))) throw gone();
    return row;
  }

  type CommentRow = Awaited<ReturnType<typeof repo.commentsOf>>[number];
  const toComment = ({ comment, author }: CommentRow) => ({
    id: comment.id,
    at_seconds: comment.atMs / 1000,
    body: comment.body,
    author: author ? nameOf(author) : "Profesor",
    created_at: comment.createdAt.toISOString(),
  });

  function replyMedia(s: repo.SubmissionRow["submission"]) {
    if (!s.replyMediaSource || !s.replyMediaKind) return null;
    return { kind: s.replyMediaKind, media_type: s.replyMediaType ?? "", duration_seconds: s.replyDurationSeconds ?? 0, url: mediaUrls.signedUrl(s.replyMediaSource) };
  }

  async function detail(row: repo.SubmissionRow): Promise<SubmissionDetail> {
    const comments = await repo.commentsOf(db, row.submission.id);
    return {
      ...toSubmission(row),
      media_url: row.submission.status === "withdrawn" ? null : mediaUrls.signedUrl(row.submission.mediaSource),
      comments: comments.map(toComment),
      reply_media: replyMedia(row.submission),
    };
  }

  /** A staged take made playable (MOV and raw AAC rewritten as MP4), or its Spanish refusal. */
  async function playableOrRefused(uploadId: string, take: StagedTake) {
    const media = await playable(take);
    if (media === null || media === "damaged") {
      await uploads.remove(uploadId);
      throw badRequest(
        media === null
          ? "El archivo no es un video o audio que podamos recibir: envía un MP4, MOV, WebM, M4A o AAC. Grábalo de nuevo o elige otro archivo."
          : "La grabación está incompleta o dañada y no se puede reproducir. Grábala de nuevo o elige otro archivo.",
      );
    }
    return media;
  }

  /** Copies a playable take into the video store under `takes/`; a damaged one leaves nothing, staged or stored. */
  async function storeTake(uploadId: string, media: { type: string; body: Readable }) {
    try {
      // A take rewritten as MP4 may come out a little larger than it was sent.
      return await storeVideoStream({ store: videoStore, body: media.body, declaredType: media.type, maxBytes: Math.round(TAKE_LIMITS.maxBytes * 1.1), folder: "takes" });
    } catch (error) {
      await uploads.remove(uploadId);
      if (error instanceof AppError && error.code === "validation_error") {
        throw badRequest(error.messages.map((m) => m.replace("El video está incompleto o dañado", "La grabación está incompleta o dañada").replace("Vuelve a exportarlo y súbelo de nuevo.", "Grábala de nuevo.")));
      }
      throw error;
    }
  }

  /**
   * A finished upload of this user, made playable and copied into the video store under `takes/`
   * (the same path as a student's take); the staged bytes go either way.
   */
  async function storeStaged(uploadId: string, userId: number): Promise<{ source: string; type: string; size: number }> {
    const staged = await uploads.finished(uploadId, userId);
    if (!staged.ok) throw staged.status === 404 ? notFound(staged.message) : badRequest(staged.message);
    const media = await playableOrRefused(uploadId, staged.take);
    try {
      const stored = await storeTake(uploadId, media);
      return { source: stored.source, type: media.type, size: stored.size };
    } finally {
      media.body.destroy();
      await media.done();
      await uploads.remove(uploadId);
    }
  }

  /** The teacher's recorded reply, stored before the answer is written (and removed if it is not). */
  async function storeReply(teacherId: number, media: RecordedMedia | null) {
    if (!media) return null;
    const stored = await storeStaged(media.upload_id, teacherId);
    return { source: stored.source, type: stored.type, kind: media.kind, seconds: media.duration_seconds };
  }

  return {
    /** Removes staged uploads older than a day as of `now` (the periodic job; tests pass a later `now`). */
    sweepUploads: (now: Date) => uploads.sweep(now),

    async submit(student: Viewer, input: SubmissionCreate): Promise<SubmissionDetail> {
      const context = await repo.themeContext(db, input.theme);
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

    /** The student allows a reviewed take in the level's shared library, or withdraws it (at once). */
    async share(student: Viewer, id: number, share: boolean): Promise<SubmissionDetail> {
      const row = await repo.findSubmission(db, id);
      if (!row || row.submission.studentId !== student.id) throw gone();
      if (share && row.submission.status !== "reviewed") throw new AppError("conflict", "Solo puedes compartir una interpretación que tu profesor ya respondió.");
      // Idempotent: allowing twice keeps the first date (and its approval).
      await repo.setShareRequest(db, id, student.id, share, new Date());
      return detail((await repo.findSubmission(db, id))!);
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

    /**
     * «Lo que el profesor respondió a otros»: a topic's shared takes, for the students with access
     * to its level (and its teachers and admins); the students named by first name and initial.
     */
    async shared(viewer: Viewer, query: SharedReviewsQuery, limit: number, offset: number): Promise<{ total: number; items: SharedReview[] }> {
      const context = query.theme !== undefined ? await repo.themeContext(db, query.theme) : await repo.themeContextBySlug(db, query.level!, query.slug!);
      if (!context) throw notFound("El tema no existe.");
      const allowed =
        viewer.role === "admin" ||
        (viewer.role === "teacher" && (await repo.teachesCourse(db, viewer.id, context.courseId))) ||
        (await access.hasLevelAccess(viewer, context.levelId));
      if (!allowed) throw new AppError("permission_denied", "Necesitas acceso a este nivel para ver lo que el profesor respondió a otros.");
      const { total, rows } = await repo.sharedOfTheme(db, context.themeId, limit, offset);
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

    /**
     * Part of deleting an account: its takes' files (and the recorded replies to them) leave the
     * store, its rows go, and its uploads still staged are removed.
     */
    async eraseAccount(userId: number): Promise<void> {
      // Only recordings (`takes/…`): the demo's seeded takes point at a course's lesson clip.
      for (const source of await repo.takeFilesOf(db, userId)) if (source.startsWith("takes/")) await videoStore.remove(source);
      await repo.deleteTakesOf(db, userId);
      await uploads.removeOf(userId);
    },

    async assign(teacher: Viewer, input: AssignmentCreate): Promise<Assignment> {
      const context = await repo.themeContext(db, input.theme);
      if (!context) throw notFound("El tema no existe.");
      // A teacher assigns only to students who sent takes to one of their courses.
      if (teacher.role !== "admin" && !(await repo.isStudentOfTeacher(db, teacher.id, input.student, context.courseId))) {
        throw notFound("El estudiante no existe o no es de tus cursos.");
      }
      if (teacher.role === "admin" && !(await repo.findUser(db, input.student))) throw notFound("El estudiante no existe.");
      if (input.from_submission !== null) {
        const from = await repo.findSubmission(db, input.from_submission);
        if (!from || from.submission.studentId !== input.student) throw notFound("La interpretación no existe.");
      }
      const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
      if (input.due_on < today) throw badRequest("La fecha de entrega no puede ser anterior a hoy.");
      const ladder = input.kind === "tempo_ladder";
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insertAssignment(tx, {
          teacherId: teacher.id,
          studentId: input.student,
          themeId: context.themeId,
          courseId: context.courseId,
          fromSubmissionId: input.from_submission,
          kind: input.kind,
          air: ladder ? input.air : null,
          bars: ladder ? input.bars : null,
          tempoFrom: ladder ? input.tempo_from : null,
          tempoTo: ladder ? input.tempo_to : null,
          tempoStep: ladder ? input.tempo_step : null,
          passPercent: ladder ? input.pass_percent : null,
          instructions: input.instructions,
          dueOn: input.due_on,
        });
        await audit.record(tx, { actorId: teacher.id, action: "assignment.create", entity: "practice_assignment", entityId: newId, after: input });
        return newId;
      });
      const created = toAssignment((await repo.findAssignment(db, id))!);
      await events.assigned({ studentId: input.student, assignmentId: id, title: created.title, dueOn: created.due_on });
      return created;
    },

    async assignmentsOfStudent(student: Viewer, limit: number, offset: number) {
      const { total, rows } = await repo.listAssignments(db, { studentId: student.id }, limit, offset);
      return { total, items: await withProgress(rows) };
    },

    async assignmentsOfTeacher(teacher: Viewer, limit: number, offset: number) {
      const { total, rows } = await repo.listAssignments(db, { teacherId: teacher.id }, limit, offset);
      return { total, items: await withProgress(rows) };
    },

    async teachers(limit: number, offset: number): Promise<{ total: number; items: TeacherSummary[] }> {
      const { total, rows } = await repo.teachersWithFigures(db, limit, offset);
      const num = (v: number | string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
      return {
        total,
        items: rows.map((r) => ({
          id: r.id,
          email: r.email,
          name: `${r.first_name} ${r.last_name}`.trim(),
          courses: typeof r.courses === "string" ? JSON.parse(r.courses) : r.courses,
          backlog: Number(r.backlog),
          reviewed: Number(r.reviewed ?? 0),
          median_hours: num(r.median_hours),
          p90_hours: num(r.p90_hours),
          within_promise_percent: num(r.within_percent),
        })),
      };
    },

    /** The admin makes an account a teacher (with its courses) or a student again; audited. */
    async setTeacher(adminId: number, userId: number, input: TeacherUpdate): Promise<void> {
      const courseIds = [...new Set(input.courses)];
      await db.transaction(async (tx) => {
        const user = await repo.findUser(tx, userId);
        if (!user) throw notFound("La cuenta no existe.");
        if (user.role === "admin") throw badRequest("Un administrador ya puede revisar como profesor; no hace falta cambiar su rol.");
        const found = await repo.existingCourses(tx, courseIds);
        if (found.length !== courseIds.length) throw notFound("Uno de los cursos no existe.");
        const role = input.is_teacher ? "teacher" : "student";
        if (user.role !== role) await repo.setRole(tx, userId, role);
        await repo.replaceTeacherCourses(tx, userId, input.is_teacher ? courseIds : []);
        await audit.record(tx, { actorId: adminId, action: "teacher.update", entity: "user", entityId: userId, before: { role: user.role }, after: { role, courses: input.is_teacher ? courseIds : [] } });
      });
    },
  };
}
