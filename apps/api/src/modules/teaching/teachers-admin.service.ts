import type { TeacherSummary, TeacherUpdate } from "@fz/contracts/teaching";
import type { Database } from "@fz/db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { AuditService } from "../audit/audit.service";
import * as repo from "./teaching.repository";

export interface TeachersAdminDeps {
  db: Database;
  audit: Pick<AuditService, "record">;
}

/** The back office's teachers: their figures, and making an account a teacher (or a student again). */
export interface TeachersAdminService {
  teachers(limit: number, offset: number): Promise<{ total: number; items: TeacherSummary[] }>;
  setTeacher(adminId: number, userId: number, input: TeacherUpdate): Promise<void>;
}

export function createTeachersAdminService({ db, audit }: TeachersAdminDeps): TeachersAdminService {
  return {
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
