import { ACCORDION_LAYOUT_BY_ID, type AccordionLayoutId, buttonsFor, spanishNoteName } from "@fz/contracts/accordion";
import type { AdminScore, ScoreCreate, ScoreDetail, ScorePatch, ScoreSummary, SyncPoint } from "@fz/contracts/scores";
import type { Database } from "@fz/db/client";
import { MusicXmlImportError, musicXmlToButtonTab } from "@fz/contracts/musicxml-button-tab";
import { badRequest, fieldRefused, notFound } from "../../lib/errors";
import type { RevalidateWebPaths } from "../../plugins/page-revalidation";
import type { AuditService } from "../audit/audit.service";
import { type ParsedScore, parseScore } from "./score-parser";
import * as repo from "./topic-scores.repository";

/** The most scores a topic carries (the topic page lists them all). */
export const MAX_SCORES_PER_THEME = 12;

export const toScoreSummary = (row: repo.ScoreSummaryRow): ScoreSummary => ({
  id: row.id,
  title: row.title,
  instrument: row.instrument,
  format: row.format,
  accordion_layout: (row.accordionLayout as ScoreSummary["accordion_layout"]) ?? null,
  bar_count: row.barCount,
});

export const toScoreDetail = (row: repo.ScoreRow): ScoreDetail => ({ ...toScoreSummary(row), content: row.content, sync_points: row.syncPoints });

const toAdminScore = (row: repo.ScoreRow): AdminScore => ({
  ...toScoreDetail(row),
  theme_id: row.themeId,
  position: row.position,
  updated_at: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a score: not its source, which can be a whole file. */
const auditSnapshot = (row: repo.ScoreRow) => ({ ...toScoreSummary(row), sync_points: row.syncPoints.length });

function checkSync(points: SyncPoint[], barCount: number): SyncPoint[] {
  const outside = points.find((p) => p.bar >= barCount);
  if (outside) throw badRequest(`El punto de sincronía del compás ${outside.bar + 1} está fuera de la partitura, que tiene ${barCount} compases.`);
  return points;
}

/** An accordion score must be playable on its layout: the first note the layout lacks is named. */
function checkAccordion(layoutId: string | null, parsed: ParsedScore) {
  if (!layoutId) return;
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId as AccordionLayoutId];
  const missing = parsed.melody.find((note) => buttonsFor(note.midi, layout.id).length === 0);
  if (missing) {
    throw badRequest(
      `La nota ${spanishNoteName(missing.midi)} del compás ${missing.bar + 1} no está en ningún botón del acordeón ${layout.name}, ni abriendo ni cerrando: elige otra afinación o revisa la nota.`,
    );
  }
}

/** The button tablature is the accordion's own. */
function checkFormat(instrument: ScoreCreate["instrument"], format: ScoreCreate["format"]) {
  if (format === "button_tab" && instrument !== "accordion") throw badRequest("La tablatura de botones es solo para partituras de acordeón: elige el acordeón como instrumento.");
}

function layoutFor(instrument: ScoreCreate["instrument"], given: ScoreCreate["accordion_layout"]): string | null {
  if (instrument !== "accordion") return null;
  return given ?? "sol-do-fa";
}

/** A MusicXML melody to be stored as button tablature: converted here, as the topic form does, and refused on the field at fault. */
function convertInput(input: ScoreCreate): ScoreCreate {
  if (!input.convert_to) return input;
  if (input.instrument !== "accordion") throw fieldRefused("instrument", "Solo una partitura de acordeón se convierte a tablatura de botones: elige el acordeón como instrumento.");
  if (input.format !== "musicxml") throw fieldRefused("format", "Para convertir a tablatura de botones, sube la melodía en MusicXML.");
  try {
    const content = musicXmlToButtonTab(input.content, input.accordion_layout ?? "sol-do-fa");
    return { ...input, format: "button_tab", content, convert_to: undefined };
  } catch (error) {
    if (error instanceof MusicXmlImportError) throw fieldRefused("content", error.message);
    throw error;
  }
}

export interface TopicScoresDeps {
  db: Database;
  audit: Pick<AuditService, "record">;
  revalidate: RevalidateWebPaths;
}

/**
 * A topic's scores in the back office: each source is parsed with alphaTab when written (a
 * bad file is refused with the reason, and nothing is stored), sync points are checked
 * against the bars the parse found. The topic's row lock orders concurrent additions.
 */
export interface TopicScoresService {
  list(themeId: number, limit: number, offset: number): Promise<{ total: number; items: AdminScore[] }>;
  get(id: number): Promise<AdminScore>;
  create(adminId: number, themeId: number, request: ScoreCreate): Promise<AdminScore>;
  update(adminId: number, id: number, input: ScorePatch): Promise<AdminScore>;
  remove(adminId: number, id: number): Promise<void>;
}

export function createTopicScoresService({ db, audit, revalidate }: TopicScoresDeps): TopicScoresService {
  async function requireScore(id: number) {
    const row = await repo.findScore(db, id);
    if (!row) throw notFound("La partitura no existe.");
    return row;
  }

  return {
    async list(themeId: number, limit: number, offset: number) {
      const { rows, total } = await repo.listScores(db, themeId, limit, offset);
      if (total === 0 && !(await db.transaction((tx) => repo.lockTopic(tx, themeId)))) throw notFound("El tema no existe.");
      return { total, items: rows.map(toAdminScore) };
    },

    async get(id: number): Promise<AdminScore> {
      return toAdminScore(await requireScore(id));
    },

    async create(adminId: number, themeId: number, request: ScoreCreate): Promise<AdminScore> {
      const input = convertInput(request);
      checkFormat(input.instrument, input.format);
      const given = layoutFor(input.instrument, input.accordion_layout);
      const parsed = await parseScore(input.format, input.content, (given ?? undefined) as AccordionLayoutId | undefined);
      const { barCount } = parsed;
      const accordionLayout = parsed.accordionLayout ?? given;
      checkAccordion(accordionLayout, parsed);
      const syncPoints = checkSync(input.sync_points ?? [], barCount);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockTopic(tx, themeId))) throw notFound("El tema no existe.");
        const { total } = await repo.listScores(tx, themeId, 1, 0);
        if (total >= MAX_SCORES_PER_THEME) throw badRequest(`Un tema puede tener hasta ${MAX_SCORES_PER_THEME} partituras.`);
        const created = await repo.insertScore(tx, {
          themeId,
          title: input.title,
          instrument: input.instrument,
          format: input.format,
          content: input.content,
          accordionLayout,
          barCount,
          syncPoints,
        });
        await audit.record(tx, { actorId: adminId, action: "score.create", entity: "score", entityId: created.id, before: null, after: auditSnapshot(created) });
        return created;
      });
      await revalidate([]);
      return toAdminScore(row);
    },

    async update(adminId: number, id: number, input: ScorePatch): Promise<AdminScore> {
      const current = await requireScore(id);
      const format = input.format ?? current.format;
      const content = input.content ?? current.content;
      const instrument = input.instrument ?? current.instrument;
      checkFormat(instrument, format);
      const given = layoutFor(instrument, input.accordion_layout === undefined ? (current.accordionLayout as ScoreCreate["accordion_layout"]) : input.accordion_layout);
      // A new source, format, instrument or layout is checked again (the bars may have changed).
      const reparse = input.content !== undefined || input.format !== undefined || input.instrument !== undefined || input.accordion_layout !== undefined;
      const parsed = reparse ? await parseScore(format, content, (given ?? undefined) as AccordionLayoutId | undefined) : null;
      const layout = parsed?.accordionLayout ?? given;
      if (parsed) checkAccordion(layout, parsed);
      const barCount = parsed?.barCount ?? current.barCount;
      const syncPoints = checkSync(input.sync_points ?? current.syncPoints, barCount);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockTopic(tx, current.themeId))) throw notFound("La partitura no existe.");
        if (!(await repo.findScore(tx, id))) throw notFound("La partitura no existe.");
        const updated = await repo.updateScore(tx, id, {
          title: input.title ?? current.title,
          instrument,
          format,
          content,
          accordionLayout: layout,
          barCount,
          syncPoints,
        });
        await audit.record(tx, { actorId: adminId, action: "score.update", entity: "score", entityId: id, before: auditSnapshot(current), after: auditSnapshot(updated) });
        return updated;
      });
      await revalidate([]);
      return toAdminScore(row);
    },

    async remove(adminId: number, id: number): Promise<void> {
      const current = await requireScore(id);
      await db.transaction(async (tx) => {
        await repo.lockTopic(tx, current.themeId);
        if (!(await repo.findScore(tx, id))) throw notFound("La partitura no existe.");
        await repo.deleteScore(tx, id);
        await audit.record(tx, { actorId: adminId, action: "score.delete", entity: "score", entityId: id, before: auditSnapshot(current), after: null });
      });
      await revalidate([]);
    },
  };
}
