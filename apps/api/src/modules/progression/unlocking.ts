import type { DoneRule, TopicLock, UnlockMode } from "@fz/contracts/progression";
import { AIR_NAMES, type PracticeAir } from "@fz/contracts/practice-airs";

/**
 * The unlocking rules (issue 40, decision 033), pure: which of a level's topics a student may
 * open, what makes each one done, and whether a practice take counts. The service feeds them
 * what the database holds.
 */

export interface TopicRule {
  id: number;
  slug: string;
  title: string;
  levelId: number;
  position: number;
  doneRule: DoneRule;
  doneMinPercent: number | null;
  doneMinBpm: number | null;
  opensAfterDays: number | null;
  preset: { air: PracticeAir | null; tempo_bpm: number; bars: number } | null;
}

export interface StudentStanding {
  /** Topics with a progress row: opened before (they stay open, whatever the rule became). */
  viewed: ReadonlySet<number>;
  /** Topics done (`finished_at`). */
  done: ReadonlySet<number>;
  /** Topics a teacher or admin opened for this student. */
  unlocked: ReadonlySet<number>;
  /** The whole level was opened for this student. */
  levelUnlocked: boolean;
  /** When the student's access to the level began (null: unknown, e.g. a free preview only). */
  accessStart: Date | null;
  /** The level's first quiz, for the «aprueba el ejercicio» link. */
  exerciseId: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** «Toca el paseo a 90 BPM con 80 % a tiempo» — what a rule asks, in the student's words. */
export function requirementText(topic: Pick<TopicRule, "doneRule" | "doneMinPercent" | "doneMinBpm" | "preset">): string {
  switch (topic.doneRule) {
    case "opened":
      return "Abre el tema";
    case "finished":
      return "Marca el tema como terminado";
    case "quiz":
      return "Aprueba el ejercicio del nivel";
    case "practice": {
      const air = topic.preset?.air ? `el ${AIR_NAMES[topic.preset.air].toLowerCase()}` : "el ejercicio de ritmo";
      return `Toca ${air} a ${topic.doneMinBpm ?? topic.preset?.tempo_bpm ?? 0} BPM con ${topic.doneMinPercent ?? 0} % a tiempo`;
    }
    case "teacher":
      return "Envía tu interpretación y recibe el «¡Aprobado!» de tu profesor";
  }
}

/** Every air of the practice studio marks a bar of two beats (`features/practice/signal/patterns.ts`). */
const BEATS_PER_BAR = 2;

/**
 * How long the preset's take lasts at a tempo, in whole seconds (rounded down, so a take that
 * stops on the last beat counts): 8 bars of the paseo at 90 BPM are 10 s.
 */
export function takeSeconds(bars: number, tempoBpm: number): number {
  return Math.floor((bars * BEATS_PER_BAR * 60) / tempoBpm);
}

export interface LoggedTake {
  themeId: number | null;
  tool: string;
  tempoBpm: number | null;
  air: string | null;
  hitPercent: number | null;
  onsetCount: number | null;
  /** What the browser says the metronome played (the API already refused more than the time since the signed start). */
  durationSeconds: number;
  /** The server's own clock: when it signed the page's start and when it logged the take. */
  startedAt: Date;
  createdAt: Date;
}

/**
 * Whether a logged take proves a practice rule: the topic's air, at the tempo or faster, on time
 * enough — and what the server itself measured backs the figures: the take lasted, by the
 * server's clock from its signed start, at least the preset's bars at that tempo, and the
 * browser heard at least as many strokes as the on-time share claims. A request written by
 * hand right after a start (a 1-second "take" at 100 %) proves nothing.
 */
export function takeSatisfies(
  topic: Pick<TopicRule, "id" | "doneRule" | "doneMinPercent" | "doneMinBpm" | "preset">,
  take: LoggedTake,
): boolean {
  if (topic.doneRule !== "practice" || topic.doneMinPercent === null || topic.doneMinBpm === null) return false;
  if (take.themeId !== topic.id || take.tool !== "metronome") return false;
  if (take.tempoBpm === null || take.hitPercent === null || take.onsetCount === null) return false;
  if (topic.preset?.air && take.air !== topic.preset.air) return false;
  if (take.tempoBpm < topic.doneMinBpm || take.hitPercent < topic.doneMinPercent) return false;
  const bars = topic.preset?.bars ?? 8;
  const seconds = takeSeconds(bars, take.tempoBpm);
  const elapsedSeconds = (take.createdAt.getTime() - take.startedAt.getTime()) / 1000;
  if (take.durationSeconds < seconds || elapsedSeconds < seconds) return false;
  return take.onsetCount >= Math.ceil((bars * BEATS_PER_BAR * take.hitPercent) / 100);
}

function lockAfter(previous: TopicRule, standing: StudentStanding): TopicLock {
  const requirement = requirementText(previous);
  const message =
    previous.doneRule === "quiz"
      ? `Aprueba el ejercicio del nivel para abrir este tema.`
      : previous.doneRule === "teacher"
        ? `Envía tu interpretación del tema «${previous.title}» y recibe el «¡Aprobado!» de tu profesor para abrir este tema.`
        : previous.doneRule === "opened"
        ? `Abre el tema «${previous.title}» para abrir este tema.`
        : `${requirement} en el tema «${previous.title}» para abrir este tema.`;
  return {
    reason: "previous",
    message,
    opens_at: null,
    previous_theme: { id: previous.id, slug: previous.slug, title: previous.title, level_id: previous.levelId },
    previous_rule: previous.doneRule,
    practice:
      previous.doneRule === "practice" && previous.doneMinBpm !== null && previous.doneMinPercent !== null
        ? {
            theme_id: previous.id,
            air: previous.preset?.air ?? null,
            tempo_bpm: previous.doneMinBpm,
            bars: previous.preset?.bars ?? 8,
            min_percent: previous.doneMinPercent,
          }
        : null,
    exercise_id: previous.doneRule === "quiz" ? standing.exerciseId : null,
  };
}

const dateFormat = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });

/**
 * Each topic's lock for one student (null: open), topics in their order. A topic the student
 * already opened, or one a teacher opened, stays open: changing a level's mode never takes
 * back what a student reached.
 */
export function topicLocks(mode: UnlockMode, topics: readonly TopicRule[], standing: StudentStanding, now: Date): Map<number, TopicLock | null> {
  const result = new Map<number, TopicLock | null>();
  const ordered = [...topics].sort((a, b) => a.position - b.position);
  for (const [index, topic] of ordered.entries()) {
    const kept = standing.levelUnlocked || standing.viewed.has(topic.id) || standing.unlocked.has(topic.id) || standing.done.has(topic.id);
    if (mode === "open" || kept) {
      result.set(topic.id, null);
      continue;
    }
    if (mode === "sequential") {
      const previous = ordered[index - 1];
      result.set(topic.id, !previous || standing.done.has(previous.id) ? null : lockAfter(previous, standing));
      continue;
    }
    // By date: N days after the student's access began (unknown start: from now on).
    const days = topic.opensAfterDays ?? 0;
    if (days === 0) {
      result.set(topic.id, null);
      continue;
    }
    const opensAt = new Date((standing.accessStart ?? now).getTime() + days * DAY_MS);
    result.set(
      topic.id,
      opensAt <= now
        ? null
        : {
            reason: "date",
            message: `Este tema se abre el ${dateFormat.format(opensAt)}, ${days} ${days === 1 ? "día" : "días"} después de que empezó tu acceso.`,
            opens_at: opensAt.toISOString(),
            previous_theme: null,
            previous_rule: null,
            practice: null,
            exercise_id: null,
          },
    );
  }
  return result;
}
