import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Tx } from "@fz/db/client";
import { courses, levels, practiceAssignments, submissionComments, submissions, submissionStatus, teacherCourses, themes, users } from "@fz/db/schema";
import { preparedPerDb } from "../../lib/prepared";

type Executor = Database | Tx;
export type SubmissionInsert = typeof submissions.$inferInsert;
export type AssignmentInsert = typeof practiceAssignments.$inferInsert;
export type SubmissionStatus = (typeof submissions.$inferSelect)["status"];

const student = alias(users, "student");
const teacher = alias(users, "teacher");

/** The topic with its level and course: where a take belongs, and who may answer it. */
export async function topicContext(db: Executor, themeId: number) {
  const [row] = await db
    .select({ themeId: themes.id, levelId: levels.id, courseId: courses.id })
    .from(themes)
    .innerJoin(levels, eq(levels.id, themes.levelId))
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(eq(themes.id, themeId));
  return row;
}

export async function topicContextBySlug(db: Executor, levelId: number, slug: string) {
  const [row] = await db
    .select({ themeId: themes.id, levelId: levels.id, courseId: courses.id })
    .from(themes)
    .innerJoin(levels, eq(levels.id, themes.levelId))
    .innerJoin(courses, eq(courses.id, levels.courseId))
    .where(and(eq(themes.levelId, levelId), eq(themes.slug, slug)));
  return row;
}

/** Serialises a student's submissions (the pending limit holds under concurrent sends). */
export async function lockStudent(tx: Tx, studentId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("update");
  return rows.length > 0;
}

export async function pendingInLevel(db: Executor, studentId: number, levelId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(submissions)
    .where(and(eq(submissions.studentId, studentId), eq(submissions.levelId, levelId), inArray(submissions.status, ["submitted", "in_review"])));
  return row?.value ?? 0;
}

export async function uploadUsed(db: Executor, uploadId: string): Promise<boolean> {
  const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.uploadId, uploadId));
  return row !== undefined;
}

export async function insertSubmission(db: Executor, values: SubmissionInsert): Promise<number> {
  const [row] = await db.insert(submissions).values(values).returning({ id: submissions.id });
  return row!.id;
}

const submissionColumns = {
  submission: submissions,
  student: { id: student.id, firstName: student.firstName, lastName: student.lastName, email: student.email },
  teacher: { id: teacher.id, firstName: teacher.firstName, lastName: teacher.lastName },
  theme: { id: themes.id, title: themes.title, slug: themes.slug },
  level: { id: levels.id, title: levels.title },
  course: { id: courses.id, title: courses.title },
};

export type SubmissionRow = {
  submission: typeof submissions.$inferSelect;
  student: { id: number; firstName: string; lastName: string; email: string };
  teacher: { id: number; firstName: string; lastName: string } | null;
  theme: { id: number; title: string; slug: string };
  level: { id: number; title: string };
  course: { id: number; title: string };
};

function submissionsOf(db: Executor) {
  return db
    .select(submissionColumns)
    .from(submissions)
    .innerJoin(student, eq(student.id, submissions.studentId))
    .leftJoin(teacher, eq(teacher.id, submissions.teacherId))
    .innerJoin(themes, eq(themes.id, submissions.themeId))
    .innerJoin(levels, eq(levels.id, submissions.levelId))
    .innerJoin(courses, eq(courses.id, submissions.courseId));
}

export async function findSubmission(db: Executor, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await submissionsOf(db).where(eq(submissions.id, id));
  return row as SubmissionRow | undefined;
}

/** A student's own takes, newest first (index submissions_student_created_idx). */
export async function listOfStudent(db: Executor, studentId: number, status: SubmissionStatus | undefined, limit: number, offset: number) {
  const where = and(eq(submissions.studentId, studentId), status ? eq(submissions.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    submissionsOf(db).where(where).orderBy(desc(submissions.createdAt), desc(submissions.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(submissions).where(where),
  ]);
  return { total: total?.value ?? 0, rows: rows as SubmissionRow[] };
}

export interface QueueFilter {
  /** null: every course (an admin). */
  teacherId: number | null;
  status?: SubmissionStatus;
  courseId?: number;
  levelId?: number;
  studentId?: number;
  claimedBy?: number;
}

/** Which filters a queue request uses (and, for a status, which): one prepared pair per shape. */
function queueShape(filter: QueueFilter): string {
  return [filter.teacherId === null ? "all" : "teacher", filter.status ?? "open", filter.courseId ? "c" : "", filter.levelId ? "l" : "", filter.studentId ? "s" : "", filter.claimedBy ? "m" : ""].join("_");
}

/**
 * The queue's two statements for one shape, prepared once per database (the joined read costs
 * more to plan than to run). The status is written into the text, never a parameter: a plan made
 * once for every value still proves the open takes' partial index (decision 047) for the queue's
 * default view, and knows how common the status asked is.
 */
function queueStatements(filter: QueueFilter) {
  const status = filter.status;
  if (status !== undefined && !submissionStatus.enumValues.includes(status)) throw new Error(`unknown status ${status}`);
  return preparedPerDb((db) => {
    const where = and(
      filter.teacherId === null
        ? undefined
        : inArray(submissions.courseId, db.select({ id: teacherCourses.courseId }).from(teacherCourses).where(eq(teacherCourses.teacherId, sql.placeholder("teacherId")))),
      status ? sql`${submissions.status} = ${sql.raw(`'${status}'`)}` : sql`${submissions.status} IN ('submitted', 'in_review')`,
      filter.courseId ? eq(submissions.courseId, sql.placeholder("courseId")) : undefined,
      filter.levelId ? eq(submissions.levelId, sql.placeholder("levelId")) : undefined,
      filter.studentId ? eq(submissions.studentId, sql.placeholder("studentId")) : undefined,
      filter.claimedBy ? eq(submissions.teacherId, sql.placeholder("claimedBy")) : undefined,
    );
    const shape = queueShape(filter);
    // The page's ids first, from the takes alone (an index read in order), then their students,
    // topics and courses: joining before the limit joined every open take (decision 047). Both
    // in one statement (the ids a subquery), beside the count: one round trip to the database.
    const page = db
      .select({ id: submissions.id })
      .from(submissions)
      .where(where)
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
    return {
      rows: submissionsOf(db).where(inArray(submissions.id, page)).orderBy(asc(submissions.createdAt), asc(submissions.id)).prepare(`teacher_queue_rows_${shape}`),
      total: db.select({ value: count() }).from(submissions).where(where).prepare(`teacher_queue_count_${shape}`),
    };
  });
}
const queueByShape = new Map<string, ReturnType<typeof queueStatements>>();

/** The teachers' queue: the longest waiting first, only the courses the teacher answers for. */
export async function queue(db: Database, filter: QueueFilter, limit: number, offset: number) {
  const shape = queueShape(filter);
  let statements = queueByShape.get(shape);
  if (!statements) {
    statements = queueStatements(filter);
    queueByShape.set(shape, statements);
  }
  const { rows, total } = statements(db);
  const values = { teacherId: filter.teacherId, courseId: filter.courseId, levelId: filter.levelId, studentId: filter.studentId, claimedBy: filter.claimedBy, limit, offset };
  const [found, [counted]] = await Promise.all([rows.execute(values), total.execute(values)]);
  return { total: counted?.value ?? 0, rows: found as SubmissionRow[] };
}

export async function teachesCourse(db: Executor, teacherId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherCourses.courseId })
    .from(teacherCourses)
    .where(and(eq(teacherCourses.teacherId, teacherId), eq(teacherCourses.courseId, courseId)));
  return row !== undefined;
}

/** Whether the student sent a take to one of the teacher's courses (a teacher's student). */
export async function isStudentOfTeacher(db: Executor, teacherId: number, studentId: number, courseId: number): Promise<boolean> {
  if (!(await teachesCourse(db, teacherId, courseId))) return false;
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.studentId, studentId), eq(submissions.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/** Exclusive: only a take still waiting becomes the claimer's; undefined when another got it first. */
export async function claim(db: Executor, id: number, teacherId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ status: "in_review", teacherId, claimedAt: now })
    .where(and(eq(submissions.id, id), eq(submissions.status, "submitted")))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

export async function withdraw(db: Executor, id: number, studentId: number): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ status: "withdrawn" })
    .where(and(eq(submissions.id, id), eq(submissions.studentId, studentId), inArray(submissions.status, ["submitted", "in_review"])))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

export interface ReviewValues {
  verdict: "approved" | "retry";
  reply: string;
  media: { source: string; type: string; kind: "video" | "audio"; seconds: number } | null;
}

export async function review(db: Executor, id: number, teacherId: number, values: ReviewValues, now: Date): Promise<boolean> {
  const { media } = values;
  const rows = await db
    .update(submissions)
    .set({
      status: "reviewed",
      verdict: values.verdict,
      reply: values.reply,
      reviewedAt: now,
      replyMediaSource: media?.source ?? null,
      replyMediaType: media?.type ?? null,
      replyMediaKind: media?.kind ?? null,
      replyDurationSeconds: media?.seconds ?? null,
    })
    .where(and(eq(submissions.id, id), eq(submissions.status, "in_review"), eq(submissions.teacherId, teacherId)))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

/**
 * The student allows a reviewed take in the shared library (waiting for a teacher), or takes it
 * out: that clears the approval too, so it disappears at once.
 */
export async function setShareRequest(db: Executor, id: number, studentId: number, share: boolean, now: Date): Promise<boolean> {
  const mine = and(eq(submissions.id, id), eq(submissions.studentId, studentId));
  const rows = share
    ? await db
        .update(submissions)
        .set({ shareRequestedAt: now })
        .where(and(mine, eq(submissions.status, "reviewed"), isNull(submissions.shareRequestedAt)))
        .returning({ id: submissions.id })
    : await db.update(submissions).set({ shareRequestedAt: null, shareApprovedAt: null }).where(mine).returning({ id: submissions.id });
  return rows.length > 0;
}

/** A teacher approves a take its student allowed (only while still allowed), or declines it. */
export async function setShareApproval(db: Executor, id: number, approved: boolean, now: Date): Promise<boolean> {
  const allowed = and(eq(submissions.id, id), eq(submissions.status, "reviewed"), isNotNull(submissions.shareRequestedAt));
  const rows = approved
    ? await db.update(submissions).set({ shareApprovedAt: now }).where(and(allowed, isNull(submissions.shareApprovedAt))).returning({ id: submissions.id })
    : await db.update(submissions).set({ shareRequestedAt: null, shareApprovedAt: null }).where(allowed).returning({ id: submissions.id });
  return rows.length > 0;
}

/** A topic's shared library, the newest answers first (index submissions_shared_theme_idx). */
export async function sharedOfTopic(db: Executor, themeId: number, limit: number, offset: number) {
  const where = and(eq(submissions.themeId, themeId), isNotNull(submissions.shareApprovedAt), eq(submissions.status, "reviewed"));
  const [rows, [total]] = await Promise.all([
    submissionsOf(db).where(where).orderBy(desc(submissions.reviewedAt), desc(submissions.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(submissions).where(where),
  ]);
  return { total: total?.value ?? 0, rows: rows as SubmissionRow[] };
}

/** The stored files of a student's takes (and the teachers' recorded replies to them). */
export async function takeFilesOf(db: Executor, studentId: number): Promise<string[]> {
  const rows = await db
    .select({ media: submissions.mediaSource, reply: submissions.replyMediaSource })
    .from(submissions)
    .where(eq(submissions.studentId, studentId));
  return rows.flatMap((r) => (r.reply ? [r.media, r.reply] : [r.media]));
}

export async function deleteTakesOf(db: Executor, studentId: number): Promise<number> {
  const rows = await db.delete(submissions).where(eq(submissions.studentId, studentId)).returning({ id: submissions.id });
  return rows.length;
}

/** The teacher's courses (every course for an admin) with their levels: the queue's filters. */
export async function courseOptions(db: Executor, teacherId: number | null) {
  const rows = await db
    .select({ courseId: courses.id, courseTitle: courses.title, levelId: levels.id, levelTitle: levels.title })
    .from(courses)
    .leftJoin(levels, eq(levels.courseId, courses.id))
    .where(teacherId === null ? undefined : inArray(courses.id, db.select({ id: teacherCourses.courseId }).from(teacherCourses).where(eq(teacherCourses.teacherId, teacherId))))
    .orderBy(asc(courses.position), asc(courses.id), asc(levels.position), asc(levels.id))
    .limit(2000);
  return rows;
}

/** The students who sent takes to the teacher's courses, by name, optionally searched. */
export async function studentsOfTeacher(db: Executor, teacherId: number | null, search: string | undefined, limit: number, offset: number) {
  const senders = db
    .selectDistinct({ id: submissions.studentId })
    .from(submissions)
    .where(teacherId === null ? undefined : inArray(submissions.courseId, db.select({ id: teacherCourses.courseId }).from(teacherCourses).where(eq(teacherCourses.teacherId, teacherId))));
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    inArray(users.id, senders),
    pattern ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ILIKE ${pattern}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(where).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { total: total?.value ?? 0, rows };
}

export async function insertComment(db: Executor, values: typeof submissionComments.$inferInsert) {
  const [row] = await db.insert(submissionComments).values(values).returning();
  return row!;
}

export async function commentsOf(db: Executor, submissionIds: number | number[]) {
  const ids = Array.isArray(submissionIds) ? submissionIds : [submissionIds];
  if (ids.length === 0) return [];
  return db
    .select({ comment: submissionComments, author: { firstName: users.firstName, lastName: users.lastName } })
    .from(submissionComments)
    .leftJoin(users, eq(users.id, submissionComments.authorId))
    .where(inArray(submissionComments.submissionId, ids))
    .orderBy(asc(submissionComments.atMs), asc(submissionComments.id))
    .limit(500 * ids.length);
}

// Assignments ----------------------------------------------------------------------------------

export async function insertAssignment(db: Executor, values: AssignmentInsert): Promise<number> {
  const [row] = await db.insert(practiceAssignments).values(values).returning({ id: practiceAssignments.id });
  return row!.id;
}

const assignmentColumns = {
  assignment: practiceAssignments,
  student: { id: student.id, firstName: student.firstName, lastName: student.lastName },
  teacher: { id: teacher.id, firstName: teacher.firstName, lastName: teacher.lastName },
  theme: { id: themes.id, title: themes.title, slug: themes.slug },
  submissions: sql<number>`(SELECT count(*)::int FROM ${submissions} s WHERE s.assignment_id = ${practiceAssignments.id})`,
};

export type AssignmentRow = {
  assignment: typeof practiceAssignments.$inferSelect;
  student: { id: number; firstName: string; lastName: string };
  teacher: { id: number; firstName: string; lastName: string } | null;
  theme: { id: number; title: string; slug: string };
  submissions: number;
};

function assignmentsOf(db: Executor) {
  return db
    .select(assignmentColumns)
    .from(practiceAssignments)
    .innerJoin(student, eq(student.id, practiceAssignments.studentId))
    .leftJoin(teacher, eq(teacher.id, practiceAssignments.teacherId))
    .innerJoin(themes, eq(themes.id, practiceAssignments.themeId));
}

export async function findAssignment(db: Executor, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await assignmentsOf(db).where(eq(practiceAssignments.id, id));
  return row as AssignmentRow | undefined;
}

/** A student's assignments (due first), or a teacher's (newest first). */
export async function listAssignments(db: Executor, by: { studentId: number } | { teacherId: number }, limit: number, offset: number) {
  const where = "studentId" in by ? eq(practiceAssignments.studentId, by.studentId) : eq(practiceAssignments.teacherId, by.teacherId);
  const order = "studentId" in by ? [desc(practiceAssignments.dueOn), desc(practiceAssignments.id)] : [desc(practiceAssignments.createdAt), desc(practiceAssignments.id)];
  const [rows, [total]] = await Promise.all([
    assignmentsOf(db).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ value: count() }).from(practiceAssignments).where(where),
  ]);
  return { total: total?.value ?? 0, rows: rows as AssignmentRow[] };
}

// Teachers (admin) -------------------------------------------------------------------------------

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id, role: users.role, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, id));
  return row;
}

export async function setRole(db: Executor, id: number, role: "student" | "teacher") {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function replaceTeacherCourses(db: Executor, teacherId: number, courseIds: number[]) {
  await db.delete(teacherCourses).where(eq(teacherCourses.teacherId, teacherId));
  if (courseIds.length > 0) await db.insert(teacherCourses).values(courseIds.map((courseId) => ({ teacherId, courseId }))).onConflictDoNothing();
}

export async function existingCourses(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return rows.map((r) => r.id);
}

/**
 * Teachers with their courses and how they answer: backlog (waiting or in review in their
 * courses), reviews given, median and 90th percentile hours from sending to answer, % within 48 h.
 */
export async function teachersWithFigures(db: Executor, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.execute(sql`
      SELECT u.id, u.email, u.first_name, u.last_name,
        COALESCE((SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY c.position, c.id)
                  FROM ${teacherCourses} tc JOIN ${courses} c ON c.id = tc.course_id WHERE tc.teacher_id = u.id), '[]'::json) AS courses,
        (SELECT count(*)::int FROM ${submissions} s
          WHERE s.status IN ('submitted', 'in_review')
            AND s.course_id IN (SELECT course_id FROM ${teacherCourses} WHERE teacher_id = u.id)) AS backlog,
        r.reviewed, r.median_hours, r.p90_hours, r.within_percent
      FROM ${users} u
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS reviewed,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.reviewed_at - s.created_at) / 3600) AS median_hours,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM s.reviewed_at - s.created_at) / 3600) AS p90_hours,
          100.0 * avg(CASE WHEN s.reviewed_at - s.created_at <= interval '48 hours' THEN 1 ELSE 0 END) AS within_percent
        FROM ${submissions} s WHERE s.teacher_id = u.id AND s.status = 'reviewed'
      ) r ON true
      WHERE u.role = 'teacher'
      ORDER BY u.first_name, u.id
      LIMIT ${limit} OFFSET ${offset}`),
    db.select({ value: count() }).from(users).where(eq(users.role, "teacher")),
  ]);
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const list = (rows as unknown as { rows: unknown[] }).rows as {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    courses: { id: number; title: string }[] | string;
    backlog: number;
    reviewed: number | null;
    median_hours: number | string | null;
    p90_hours: number | string | null;
    within_percent: number | string | null;
  }[];
  return { total: total?.value ?? 0, rows: list };
}
