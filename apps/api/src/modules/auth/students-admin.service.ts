import { randomUUID } from "node:crypto";
import type { PointsEntry } from "@fz/contracts/points";
import type { AdminGrant, AdminStudent, GrantRequest, PointsAdjustRequest, RevokeRequest, StudentDetail, StudentFilters, StudentsExportQuery, StudentsQuery } from "@fz/contracts/admin/students";
import type { Database } from "@fz/db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { KeysetKind, ListWindow, ListedWindow } from "../../lib/pagination";
import type { AccessService } from "../access/access.service";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import type { LearningService } from "../learning/learning.service";
import type { PointsAdjustment, PointsService } from "../points/points.service";
import type { ReferenceService } from "../reference/reference.service";
import type { AuthService } from "./auth.service";
import { CSV_BOM, csvLine } from "../../lib/csv";
import { checkRange, formatLocal, rangeEnd, rangeStart } from "../../lib/date-range";
import type { GrantDescriptions } from "../access/grant-descriptions.service";
import type { OrdersAdminService } from "../commerce/orders-admin.service";
import * as repo from "./students-admin.repository";
import type { AuditService } from "../audit/audit.service";
import type { EventBus } from "../../lib/events";
import "./students-admin.events";

/** What a grant opens, in words for the student ("el nivel «Básico» de Acordeón vallenato"). */
export function grantWords(grant: AdminGrant): string {
  const title = grant.target?.title;
  const course = grant.target?.course?.title;
  switch (grant.scope) {
    case "all":
      return "todos los cursos";
    case "course":
      return title ? `el curso «${title}»` : "un curso";
    case "level":
      return title ? `el nivel «${title}»${course ? ` de ${course}` : ""}` : "un nivel";
    case "video":
      return title ? `el tutorial «${title}»` : "un tutorial";
  }
}

export interface StudentsAdminDeps {
  db: Database;
  auth: Pick<AuthService, "revokeAllSessions">;
  access: Pick<AccessService, "userRowHasAccess" | "userRowHasAccessColumn" | "grantsOfUser" | "grantAccess" | "closeGrant">;
  points: Pick<PointsService, "history" | "adjust">;
  learning: Pick<LearningService, "levelsWithProgress" | "levelProgress">;
  /** Names of countries and instruments. */
  reference: Pick<ReferenceService, "namesOf">;
  /** The levels of a student's progress, with their course. */
  titles: Pick<CatalogueLookupsService, "levelsWithCourse">;
  orders: Pick<OrdersAdminService, "list">;
  audit: Pick<AuditService, "record">;
  describeGrants: GrantDescriptions;
  /** The student hears of every change (notifications react to these, after the commit). */
  events: EventBus;
}

export const STUDENT_CSV_HEADERS = [
  "ID",
  "Nombre",
  "Apellido",
  "Correo electrónico",
  "Rol",
  "País",
  "Instrumento",
  "Puntos",
  "Estado",
  "Acceso vigente",
  "Correo confirmado",
  "Fecha de registro (hora de Colombia)",
  "Último ingreso (hora de Colombia)",
];

/** Ids per query of the CSV export (at most that many rows in memory, whatever the number of students). */
export const EXPORT_BATCH_SIZE = 1000;
const DETAIL_LIST_SIZE = 10;
const DETAIL_GRANTS = 100;

/** A row of the list with its country and instrument by name. */
type StudentRow = repo.StudentListRow & { country: { id: number; name: string } | null; instrument: { id: number; name: string } | null };

export function toAdminStudent(row: StudentRow): AdminStudent {
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    country: row.country,
    instrument: row.instrument,
    points: u.pointsBalance,
    is_active: u.isActive,
    email_verified: u.emailVerifiedAt !== null,
    has_active_access: row.hasActiveAccess,
    created_at: u.createdAt.toISOString(),
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
  };
}

function toFilter(query: StudentFilters): repo.StudentFilter {
  const from = rangeStart(query.registered_from, "La fecha inicial de registro");
  const to = rangeEnd(query.registered_to, "La fecha final de registro");
  checkRange(from, to);
  return {
    words: (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 8),
    countryId: query.country,
    instrumentId: query.instrument,
    hasAccess: query.has_access,
    from,
    to,
    active: query.status === undefined ? undefined : query.status === "active",
    role: query.role === "all" ? undefined : query.role,
  };
}

function orderingOf(query: StudentsQuery) {
  return { field: query.ordering.replace(/^-/, "") as repo.StudentOrdering, descending: query.ordering.startsWith("-") };
}

const ROLE_LABELS = { student: "Estudiante", admin: "Administrador", teacher: "Profesor" } as const;

function csvRow(row: StudentRow, delimiter: string): string {
  const u = row.user;
  return csvLine(
    [
      u.id,
      u.firstName,
      u.lastName,
      u.email,
      u.role ? ROLE_LABELS[u.role] : "",
      row.country?.name ?? "",
      row.instrument?.name ?? "",
      u.pointsBalance,
      u.isActive ? "Activo" : "Desactivado",
      row.hasActiveAccess ? "Sí" : "No",
      u.emailVerifiedAt ? "Sí" : "No",
      formatLocal(u.createdAt),
      formatLocal(u.lastLoginAt),
    ],
    delimiter,
  );
}

/** Students for the back office: search, export, one student's file, and the actions on it. */
export interface StudentsAdminService {
  /** Numbered pages, or keyset windows for the orderings that have one (see keysetKind). */
  list(query: StudentsQuery, window: ListWindow): Promise<ListedWindow<AdminStudent>>;
  /** What the cursor of the query's ordering carries; null when that ordering has numbered pages only. */
  keysetKind(query: StudentsQuery): KeysetKind | null;
  /**
   * The filtered list as CSV, produced in keyset batches (windows of ids) as the client reads
   * it: only one batch is in memory at a time (the generator waits while the socket is full).
   * Filters are checked before the first byte so a bad filter is still a JSON 400.
   */
  exportCsv(query: StudentsExportQuery): Promise<AsyncGenerator<string>>;
  detail(id: number): Promise<StudentDetail>;
  pointsHistory(id: number, window: ListWindow): Promise<ListedWindow<PointsEntry>>;
  /** Grants (or extends: a renewal starts where the current access ends) with source `admin`. */
  grant(adminId: number, id: number, input: GrantRequest): Promise<AdminGrant>;
  /** Closes one access now, with the reason the student is told. 404 when it is not this student's or already over. */
  revoke(adminId: number, id: number, grantId: number, input: RevokeRequest): Promise<AdminGrant>;
  /** A ledger entry (reason `adjustment`) and its audit entry, in one transaction. */
  adjustPoints(adminId: number, id: number, input: PointsAdjustRequest): Promise<PointsAdjustment>;
  deactivate(adminId: number, id: number): Promise<AdminStudent>;
  reactivate(adminId: number, id: number): Promise<AdminStudent>;
}

export function createStudentsAdminService({ db, auth, access, points, learning, reference, titles, orders, audit, describeGrants, events }: StudentsAdminDeps): StudentsAdminService {
  /** The access module's SQL for "has an access open at `now`". */
  const accessAt = (now: Date): repo.AccessSql => ({ has: access.userRowHasAccess(now), column: access.userRowHasAccessColumn(now) });

  /** The rows with their country and instrument by name (the reference module's). */
  async function named<T extends repo.StudentListRow>(rows: T[]): Promise<(T & Pick<StudentRow, "country" | "instrument">)[]> {
    const ids = { countries: [] as number[], instruments: [] as number[] };
    for (const { user } of rows) {
      if (user.countryId !== null) ids.countries.push(user.countryId);
      if (user.instrumentId !== null) ids.instruments.push(user.instrumentId);
    }
    const names = await reference.namesOf(ids);
    return rows.map((row) => ({
      ...row,
      country: row.user.countryId === null ? null : (names.countries.get(row.user.countryId) ?? null),
      instrument: row.user.instrumentId === null ? null : (names.instruments.get(row.user.instrumentId) ?? null),
    }));
  }

  async function requireStudent(id: number): Promise<StudentRow> {
    const row = await repo.findStudent(db, id, accessAt(new Date()));
    if (!row) throw notFound("El estudiante no existe.");
    return (await named([row]))[0]!;
  }

  /** Levels worth showing in a student's progress: those with progress, plus those a grant opens now or later. */
  async function levelsOfStudent(userId: number, now: Date) {
    const [withProgress, grants] = await Promise.all([learning.levelsWithProgress(userId), access.grantsOfUser(userId)]);
    const levelIds = new Set(withProgress);
    const courseIds = new Set<number>();
    for (const g of grants) {
      if (g.endsAt <= now || g.targetId === null) continue;
      if (g.scope === "level") levelIds.add(g.targetId);
      if (g.scope === "course") courseIds.add(g.targetId);
    }
    return titles.levelsWithCourse([...levelIds], [...courseIds]);
  }

  async function grantsOf(userId: number): Promise<AdminGrant[]> {
    const grants = (await access.grantsOfUser(userId)).slice(0, DETAIL_GRANTS);
    return describeGrants(grants);
  }

  async function setActive(adminId: number, id: number, active: boolean): Promise<AdminStudent> {
    if (!active && id === adminId) throw badRequest("No puedes desactivar tu propia cuenta.");
    await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, id);
      if (!user) throw notFound("El estudiante no existe.");
      // Already in that state: nothing changes and nothing is logged (a double click).
      if (user.isActive === active) return;
      await repo.setActive(tx, id, active);
      // Access tokens die at once (the guard reloads the user); refresh tokens are revoked here.
      if (!active) await auth.revokeAllSessions(id, tx);
      await audit.record(tx, {
        actorId: adminId,
        action: active ? "student.reactivate" : "student.deactivate",
        entity: "user",
        entityId: id,
        before: { is_active: user.isActive },
        after: { is_active: active, sessions_revoked: !active },
      });
    });
    return toAdminStudent(await requireStudent(id));
  }

  return {
    async list(query: StudentsQuery, window: ListWindow) {
      const { rows, total, ...places } = await repo.listStudents(db, toFilter(query), orderingOf(query), window, accessAt(new Date()));
      return { total, places, items: (await named(rows)).map(toAdminStudent) };
    },

    keysetKind: (query: StudentsQuery) => repo.keysetKindOf(orderingOf(query).field),

    async exportCsv(query: StudentsExportQuery): Promise<AsyncGenerator<string>> {
      const filter = toFilter(query);
      const delimiter = query.delimiter === "semicolon" ? ";" : ",";
      const at = accessAt(new Date());
      const readBatch = async (afterId: number) => named(await repo.exportBatch(db, filter, afterId, afterId + EXPORT_BATCH_SIZE, at));
      // The first batch is read before anything is sent: a filter the database refuses then
      // answers an error of the shape instead of a 200 whose file is cut off.
      const lastId = await repo.maxUserId(db);
      const first = lastId > 0 ? await readBatch(0) : [];
      return (async function* () {
        yield CSV_BOM + csvLine(STUDENT_CSV_HEADERS, delimiter);
        if (first.length > 0) yield first.map((row) => csvRow(row, delimiter)).join("");
        for (let afterId = EXPORT_BATCH_SIZE; afterId < lastId; afterId += EXPORT_BATCH_SIZE) {
          const batch = await readBatch(afterId);
          if (batch.length > 0) yield batch.map((row) => csvRow(row, delimiter)).join("");
        }
      })();
    },

    async detail(id: number): Promise<StudentDetail> {
      const row = await requireStudent(id);
      const [grants, orderPage, history, levelRows] = await Promise.all([
        grantsOf(id),
        orders.list({ page: 1, page_size: DETAIL_LIST_SIZE, user: id }, DETAIL_LIST_SIZE, 0),
        points.history(id, { limit: DETAIL_LIST_SIZE, offset: 0, backward: false }),
        levelsOfStudent(id, new Date()),
      ]);
      const progress = await learning.levelProgress(id, levelRows.map((l) => l.level.id));
      return {
        student: toAdminStudent(row),
        grants,
        orders: { count: orderPage.total, link: `/api/admin/orders/?user=${id}`, results: orderPage.items },
        points: { balance: row.user.pointsBalance, count: history.total, link: `/api/students/${id}/points/`, results: history.items },
        progress: levelRows.map((l) => {
          const p = progress.get(l.level.id) ?? { viewed: 0, finished: 0, total: 0, percentage: 0 };
          return { level: l.level, course: l.course, ...p };
        }),
      };
    },

    async pointsHistory(id: number, window: ListWindow) {
      await requireStudent(id);
      return points.history(id, window);
    },

    async grant(adminId: number, id: number, input: GrantRequest): Promise<AdminGrant> {
      const grant = await db.transaction(async (tx) => {
        const created = await access.grantAccess(
          {
            userId: id,
            scope: input.scope,
            targetId: input.target_id,
            ...(input.months !== undefined ? { months: input.months } : { endsAt: new Date(input.ends_at!) }),
            source: "admin",
            createdBy: adminId,
          },
          tx,
        );
        await audit.record(tx, {
          actorId: adminId,
          action: "student.grant",
          entity: "access_grant",
          entityId: created.id,
          before: null,
          after: {
            user_id: id,
            scope: created.scope,
            target_id: created.targetId,
            starts_at: created.startsAt,
            ends_at: created.endsAt,
            months: input.months ?? null,
            note: input.note ?? null,
          },
        });
        return created;
      });
      const [described] = await describeGrants([grant]);
      await events.emit("student.access_granted", { userId: id, grantId: grant.id, what: grantWords(described!), endsAt: grant.endsAt, reason: input.note ?? null });
      return described!;
    },

    async revoke(adminId: number, id: number, grantId: number, input: RevokeRequest): Promise<AdminGrant> {
      await requireStudent(id);
      const closed = await db.transaction(async (tx) => {
        const grant = await access.closeGrant(tx, id, grantId);
        if (!grant) throw notFound("Ese acceso no existe o ya terminó.");
        await audit.record(tx, {
          actorId: adminId,
          action: "student.revoke",
          entity: "access_grant",
          entityId: grant.id,
          before: { user_id: id, scope: grant.scope, target_id: grant.targetId },
          after: { user_id: id, scope: grant.scope, target_id: grant.targetId, ends_at: grant.endsAt, reason: input.reason },
        });
        return grant;
      });
      const [described] = await describeGrants([closed]);
      await events.emit("student.access_revoked", { userId: id, grantId, what: grantWords(described!), reason: input.reason });
      return described!;
    },

    async adjustPoints(adminId: number, id: number, input: PointsAdjustRequest) {
      const key = `admin.adjust:${id}:${input.idempotency_key ?? randomUUID()}`;
      const adjusted = await db.transaction(async (tx) => {
        const result = await points.adjust({ userId: id, delta: input.delta, reason: input.reason, key }, tx);
        if (result.created) {
          await audit.record(tx, {
            actorId: adminId,
            action: "student.points_adjust",
            entity: "points_ledger",
            entityId: result.entry.id,
            before: { user_id: id, balance: result.balance - input.delta },
            after: { user_id: id, balance: result.balance, delta: input.delta, reason: input.reason },
          });
        }
        return result;
      });
      if (adjusted.created) {
        await events.emit("student.points_adjusted", { userId: id, entryId: adjusted.entry.id, delta: input.delta, balance: adjusted.balance, reason: input.reason });
      }
      return adjusted;
    },

    deactivate: (adminId: number, id: number) => setActive(adminId, id, false),
    reactivate: (adminId: number, id: number) => setActive(adminId, id, true),
  };
}
