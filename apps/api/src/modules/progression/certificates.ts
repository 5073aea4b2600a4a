import type { AdminCertificate, Certificate, PublicCertificate } from "@fz/contracts/progression";
import type { Database } from "@fz/db/client";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { AuditService } from "../audit/audit.service";
import { newCertificateCode, normaliseCode } from "./certificate-code";
import "./progression.events";
import type { LevelRules } from "./level-rules";
import * as repo from "./progression.repository";

function toPublic(row: repo.CertificateRow): PublicCertificate {
  return {
    code: row.code,
    student_name: row.hideName ? null : row.studentName,
    course: row.courseTitle,
    level: row.levelTitle,
    skills: row.skills,
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt ? "revoked" : "valid",
    revoked_at: row.revokedAt?.toISOString() ?? null,
    approved_by: row.approvedBy,
    verified_by: "FZ Academia",
  };
}

function toOwn(row: repo.CertificateRow): Certificate {
  return { ...toPublic(row), level_id: row.levelId, hide_name: row.hideName, full_name: row.studentName };
}

function toAdmin(row: repo.CertificateRow): AdminCertificate {
  return { ...toOwn(row), user_id: row.userId, revoked_reason: row.revokedReason };
}

export interface CertificatesDeps {
  db: Database;
  events: EventBus;
  audit: Pick<AuditService, "record">;
  rulesOf(levelId: number): Promise<LevelRules>;
}

/**
 * The certificates a finished level earns (issue 40, decision 033): issued once every topic is
 * done (and, where the level asks, a teacher approved a take), verifiable by their code,
 * revoked and reissued by an admin.
 */
export interface Certificates {
  /** Issues the level's certificate when every topic is done and none was ever issued (a revoked one is reissued only by an admin). */
  issueIfEarned(userId: number, levelId: number): Promise<repo.CertificateRow | undefined>;
  /** The student's certificates; a level finished before certificates existed gets its own now. */
  myCertificates(userId: number, limit: number, offset: number): Promise<{ total: number; items: Certificate[] }>;
  publicCertificate(code: string): Promise<PublicCertificate>;
  /** The row behind a public code (the PDF needs the same fields as the page). */
  certificateRow(code: string): Promise<repo.CertificateRow>;
  setHideName(userId: number, code: string, hideName: boolean): Promise<Certificate>;
  adminList(filter: repo.CertificateFilter, limit: number, offset: number): Promise<{ total: number; items: AdminCertificate[] }>;
  revoke(code: string, reason: string, adminId: number): Promise<AdminCertificate>;
  /** A new certificate for a student whose level is complete and who holds no standing one. */
  reissue(userId: number, levelId: number, reason: string, adminId: number): Promise<AdminCertificate>;
}

export function createCertificates({ db, events, audit, rulesOf }: CertificatesDeps): Certificates {
  async function issueIfEarned(userId: number, levelId: number): Promise<repo.CertificateRow | undefined> {
    const completed = await repo.completedLevels(db, userId, [levelId]);
    if (!completed.includes(levelId)) return undefined;
    if (await repo.hasAnyCertificate(db, userId, levelId)) return undefined;
    return issue(userId, levelId);
  }

  /**
   * Issues the certificate (undefined: one already stands, or the level asks for a take approved
   * by a teacher and there is none yet — the «¡Aprobado!» issues it then).
   */
  async function issue(userId: number, levelId: number): Promise<repo.CertificateRow | undefined> {
    const rules = await rulesOf(levelId);
    const name = await repo.studentName(db, userId);
    if (!name) return undefined;
    const approvedBy = rules.level.requiresTeacherApproval ? await repo.levelApprover(db, userId, levelId) : null;
    if (rules.level.requiresTeacherApproval && !approvedBy) return undefined;
    const row = await repo.insertCertificate(db, {
      code: newCertificateCode(),
      userId,
      levelId,
      studentName: name,
      courseTitle: rules.level.courseTitle,
      levelTitle: rules.level.title,
      skills: rules.level.certifiedSkills.trim() || rules.level.description,
      approvedBy,
    });
    if (row) await events.emit("certificate.issued", { userId, code: row.code, levelTitle: row.levelTitle, courseTitle: row.courseTitle });
    return row;
  }

  async function requireCertificate(rawCode: string): Promise<repo.CertificateRow> {
    const code = normaliseCode(rawCode);
    const row = code ? await repo.certificateByCode(db, code) : undefined;
    if (!row) throw notFound("No existe un certificado con ese código.");
    return row;
  }

  return {
    issueIfEarned,

    async myCertificates(userId: number, limit: number, offset: number): Promise<{ total: number; items: Certificate[] }> {
      for (const levelId of await repo.completedLevels(db, userId)) {
        if (!(await repo.hasAnyCertificate(db, userId, levelId))) await issue(userId, levelId);
      }
      const { rows, total } = await repo.certificatesOf(db, userId, limit, offset);
      return { total, items: rows.map(toOwn) };
    },

    async publicCertificate(code: string): Promise<PublicCertificate> {
      return toPublic(await requireCertificate(code));
    },

    certificateRow: requireCertificate,

    async setHideName(userId: number, code: string, hideName: boolean): Promise<Certificate> {
      const normal = normaliseCode(code);
      const row = normal ? await repo.setHideName(db, userId, normal, hideName) : undefined;
      if (!row) throw notFound("No existe un certificado con ese código.");
      return toOwn(row);
    },

    async adminList(filter: repo.CertificateFilter, limit: number, offset: number) {
      const { rows, total } = await repo.allCertificates(db, filter, limit, offset);
      return { total, items: rows.map(toAdmin) };
    },

    async revoke(code: string, reason: string, adminId: number): Promise<AdminCertificate> {
      const existing = await requireCertificate(code);
      if (existing.revokedAt) throw new AppError("conflict", "Este certificado ya está revocado.");
      const row = await db.transaction(async (tx) => {
        const revoked = await repo.revoke(tx, existing.code, reason, adminId);
        if (!revoked) throw new AppError("conflict", "Este certificado ya está revocado.");
        await audit.record(tx, { actorId: adminId, action: "certificate.revoke", entity: "certificate", entityId: revoked.code, after: { reason } });
        return revoked;
      });
      await events.emit("certificate.revoked", { userId: row.userId, code: row.code, levelTitle: row.levelTitle, reason });
      return toAdmin(row);
    },

    async reissue(userId: number, levelId: number, reason: string, adminId: number): Promise<AdminCertificate> {
      if (!(await repo.userExists(db, userId))) throw notFound("El estudiante no existe.");
      await rulesOf(levelId);
      if (!(await repo.completedLevels(db, userId, [levelId])).includes(levelId)) {
        throw badRequest("El estudiante no ha completado todos los temas de ese nivel.");
      }
      const row = await issue(userId, levelId);
      if (!row) {
        const { level } = await rulesOf(levelId);
        if (level.requiresTeacherApproval && !(await repo.levelApprover(db, userId, levelId))) {
          throw badRequest("El certificado de ese nivel pide una interpretación aprobada por un profesor, y el estudiante aún no la tiene.");
        }
        throw new AppError("conflict", "El estudiante ya tiene un certificado vigente de ese nivel.");
      }
      await db.transaction((tx) => audit.record(tx, { actorId: adminId, action: "certificate.reissue", entity: "certificate", entityId: row.code, after: { user_id: userId, level_id: levelId, reason } }));
      return toAdmin(row);
    },
  };
}
