import type { Assignment, AssignmentCreate } from "@fz/contracts/teaching";
import { badRequest, notFound } from "../../lib/errors";
import * as repo from "./teaching.repository";
import type { TeachingDeps, Viewer } from "./teaching-deps";
import { toAssignment } from "./teaching-views";

/** Practice a teacher sets a student: free instructions or a tempo ladder the practice log climbs. */
export interface Assignments {
  assign(teacher: Viewer, input: AssignmentCreate): Promise<Assignment>;
  assignmentsOfStudent(student: Viewer, limit: number, offset: number): Promise<{ total: number; items: Assignment[] }>;
  assignmentsOfTeacher(teacher: Viewer, limit: number, offset: number): Promise<{ total: number; items: Assignment[] }>;
}

export function createAssignments({ db, audit, practice, events }: Pick<TeachingDeps, "db" | "audit" | "practice" | "events">): Assignments {
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

  return {
    async assign(teacher: Viewer, input: AssignmentCreate): Promise<Assignment> {
      const context = await repo.topicContext(db, input.theme);
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
  };
}
