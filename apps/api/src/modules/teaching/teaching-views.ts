import { type Assignment, type ReplyMedia, type Submission, type SubmissionDetail, REVIEW_DUE_SOON_HOURS, REVIEW_PROMISE_HOURS } from "@fz/contracts/teaching";
import { AIR_NAMES } from "@fz/contracts/practice";
import type { Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import * as repo from "./teaching.repository";

/** How the teacher's loop answers: takes, their comments and replies, assignments. */

const HOUR = 3600 * 1000;

export const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
/** «Andrés G.»: how the shared library names the other students. */
export const shortName = (p: { firstName: string; lastName: string }) => {
  const initial = p.lastName.trim().charAt(0).toLocaleUpperCase("es");
  return initial ? `${p.firstName.trim()} ${initial}.` : p.firstName.trim() || "Un estudiante";
};
export const gone = () => notFound("La interpretación no existe.");

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

export function toAssignment(row: repo.AssignmentRow, best: number | null = null): Assignment {
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

type CommentRow = Awaited<ReturnType<typeof repo.commentsOf>>[number];
export const toComment = ({ comment, author }: CommentRow) => ({
  id: comment.id,
  at_seconds: comment.atMs / 1000,
  body: comment.body,
  author: author ? nameOf(author) : "Profesor",
  created_at: comment.createdAt.toISOString(),
});

export interface SubmissionDetailsDeps {
  db: Database;
  /** Signed URLs of the take and of the recorded reply. */
  mediaUrls: { signedUrl(source: string): string };
}

/** A take with its comments and the signed URLs of its recording and the recorded reply. */
export interface SubmissionDetails {
  /** The recorded reply with its signed URL, or null. */
  replyMedia(s: repo.SubmissionRow["submission"]): ReplyMedia | null;
  detail(row: repo.SubmissionRow): Promise<SubmissionDetail>;
  /** The take as it is now (after a write). */
  reread(id: number): Promise<SubmissionDetail>;
}

export function createSubmissionDetails({ db, mediaUrls }: SubmissionDetailsDeps): SubmissionDetails {
  function replyMedia(s: repo.SubmissionRow["submission"]): ReplyMedia | null {
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

  const reread = async (id: number): Promise<SubmissionDetail> => detail((await repo.findSubmission(db, id))!);

  return { replyMedia, detail, reread };
}
