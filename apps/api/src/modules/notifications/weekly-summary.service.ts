import { AIR_NAMES } from "@fz/contracts/practice";
import type { Database } from "@fz/db/client";
import type { Job } from "../../plugins/jobs";
import type { MailService } from "../mail/mail.service";
import { type PracticeService, type PracticeWeek, WEEKLY_TEMPO_MIN_HIT, lastWeek } from "../practice/practice.service";
import type { NotificationsService } from "./notifications.service";
import * as repo from "./weekly-summary.repository";

/** Students read per page of the run. */
export const WEEKLY_SUMMARY_BATCH = 200;
/** The notices retold per section (what unlocked, what the teacher said). */
const NOTICES_PER_SECTION = 5;
const PRACTICE_LINK = "/academia/practica";

/** The week a run at `now` tells about: the last whole week, Monday to Sunday in Bogotá. */
export function summarisedWeek(now: Date) {
  const week = lastWeek(now);
  return { ...week, dedupeKey: `weekly_summary:${week.from}` };
}

const dayMonth = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", timeZone: "UTC" });
const day = new Intl.DateTimeFormat("es-CO", { day: "numeric", timeZone: "UTC" });
const month = new Intl.DateTimeFormat("es-CO", { month: "long", timeZone: "UTC" });
const list = new Intl.ListFormat("es", { type: "conjunction" });

/** "del 16 al 22 de noviembre", "del 28 de diciembre al 3 de enero". */
export function weekLabel(from: string, to: string): string {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  return month.format(a) === month.format(b) ? `del ${day.format(a)} al ${dayMonth.format(b)}` : `del ${dayMonth.format(a)} al ${dayMonth.format(b)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface WeeklySummaryText {
  title: string;
  /** The bell's text: one paragraph. */
  body: string;
  /** The e-mail: paragraphs, then a list of what unlocked and what the teacher said. */
  paragraphs: string[];
  list: string[];
}

/** The summary's words (Spanish, tú), from the week's figures and notices. */
export function composeWeeklySummary(input: { from: string; to: string; week: PracticeWeek; unlocked: string[]; teacher: string[] }): WeeklySummaryText {
  const { week } = input;
  const label = weekLabel(input.from, input.to);
  const when = label.charAt(0).toUpperCase() + label.slice(1);
  const practice =
    week.minutes === 0
      ? `${when} no registraste práctica. Unos minutos hoy con el afinador o con «Escúchame» empiezan una racha nueva.`
      : `${when} practicaste ${plural(week.minutes, "minuto", "minutos")}; el micrófono te escuchó tocar ${plural(week.heardMinutes, "minuto", "minutos")} y ${week.days === 0 ? "ningún día contó para tu racha" : `${plural(week.days, "día contó", "días contaron")} para tu racha`}.`;
  const tempos =
    week.bestTempos.length === 0
      ? null
      : `Tus mejores tempos con al menos ${WEEKLY_TEMPO_MIN_HIT} % a tiempo: ${list.format(week.bestTempos.map((t) => `${AIR_NAMES[t.air].toLowerCase()} a ${t.tempoBpm} BPM`))}.`;
  const paragraphs = [practice, ...(tempos ? [tempos] : [])];
  const items = [...input.unlocked.map((title) => `Desbloqueaste: ${title}`), ...input.teacher.map((text) => `Tu profesor: ${text}`)];
  if (items.length > 0) paragraphs.push("Además, esa semana:");
  const bodyParts = [practice, ...(tempos ? [tempos] : [])];
  if (input.unlocked.length > 0) bodyParts.push(`Desbloqueaste ${list.format(input.unlocked)}.`);
  if (input.teacher.length > 0) bodyParts.push(input.teacher.length === 1 ? "Tu profesor te respondió: mira tu correo o tus revisiones." : `Tu profesor te escribió ${input.teacher.length} veces: mira tus revisiones.`);
  return { title: "Tu semana de práctica", body: bodyParts.join(" "), paragraphs, list: items };
}

/**
 * What a notice says opened: "¡Logro desbloqueado: 7 días de práctica!" → "7 días de práctica";
 * a topic opened ("Ya puedes estudiar «El paseo» del nivel Básico.") → "el tema «El paseo» (nivel Básico)".
 */
function unlockedName({ kind, title, body }: { kind: string; title: string; body: string }): string {
  if (kind === "topic_opened") {
    const topic = /«(.+)» del nivel (.+)\.$/.exec(body);
    return topic ? `el tema «${topic[1]}» (nivel ${topic[2]})` : body;
  }
  const match = /^¡Logro desbloqueado: (.+)!$/.exec(title);
  if (match) return match[1]!;
  return title.replace(/^¡(.+)!$/, "$1");
}

export interface WeeklySummaryDeps {
  db: Database;
  notifications: Pick<NotificationsService, "notify">;
  mail: Pick<MailService, "sendWeeklySummary">;
  practice: Pick<PracticeService, "week">;
  /** Students read per page (tests make it small to cross pages). */
  batch?: number;
}

/**
 * The weekly practice summary (issue 40, decision 045): once a week, each student who practised
 * or was told something worth retelling gets the last week in the bell and by e-mail —
 * minutes, minutes heard, days that counted, best tempos, what unlocked, what the teacher said.
 * Once per student and week whatever runs it (several instances, a run repeated): the
 * notice's dedupe key `weekly_summary:<monday>` is unique per student, and only the run that
 * inserted it sends the e-mail. Students are read in pages by id. Off in the student's
 * notification settings.
 */
export interface WeeklySummaryJob extends Job {
  run(now?: Date): Promise<{ told: number }>;
}

export function createWeeklySummaryJob({ db, notifications, mail, practice, batch = WEEKLY_SUMMARY_BATCH }: WeeklySummaryDeps): WeeklySummaryJob {
  return {
    name: "weekly-practice-summary",

    async run(now: Date = new Date()): Promise<{ told: number }> {
      const week = summarisedWeek(now);
      let told = 0;
      let afterId = 0;
      for (;;) {
        const page = await repo.recipients(db, week, afterId, batch);
        for (const student of page) {
          const [figures, unlocked, teacher] = await Promise.all([
            practice.week(student.userId, week.from),
            repo.noticesBetween(db, student.userId, repo.UNLOCKED_KINDS, week.since, week.until, NOTICES_PER_SECTION),
            repo.noticesBetween(db, student.userId, repo.TEACHER_KINDS, week.since, week.until, NOTICES_PER_SECTION),
          ]);
          const text = composeWeeklySummary({
            from: week.from,
            to: week.to,
            week: figures,
            unlocked: unlocked.map(unlockedName),
            teacher: teacher.map((n) => n.body),
          });
          const created = await notifications.notify({ userId: student.userId, kind: "weekly_summary", title: text.title, body: text.body, link: PRACTICE_LINK, dedupeKey: week.dedupeKey });
          if (!created) continue;
          told += 1;
          await mail.sendWeeklySummary(student.email, { firstName: student.firstName, subject: text.title, paragraphs: text.paragraphs, list: text.list });
        }
        if (page.length < batch) break;
        afterId = page.at(-1)!.userId;
      }
      return { told };
    },
  };
}
