import { z } from "zod";
import type { GrantBody } from "@/features/admin/api/students-api";

/**
 * The "Dar o extender acceso" form: what it holds, and its schema.
 */

export type GrantScope = GrantBody["scope"];
export const GRANT_MONTHS = ["1", "4", "12"] as const;

export interface GrantForm {
  scope: GrantScope;
  /** The chosen level, course or tutorial id ("" = none yet). */
  targetId: string;
  duration: "months" | "date";
  months: string;
  /** YYYY-MM-DD: access until the end of that day, Colombian time. */
  endDate: string;
  note: string;
}

export const EMPTY_GRANT_FORM: GrantForm = { scope: "level", targetId: "", duration: "months", months: "1", endDate: "", note: "" };

export type GrantErrors = Partial<Record<"targetId" | "months" | "endDate" | "note", string>>;

export const NOTE_MAX_LENGTH = 500;

const TARGET_MESSAGE: Record<GrantScope, string> = {
  level: "Elige el nivel al que darás acceso.",
  course: "Elige el curso al que darás acceso.",
  video: "Elige el tutorial al que darás acceso.",
};

/** Today in Bogotá as YYYY-MM-DD (the academy's calendar, whatever the admin's computer says). */
export function todayInBogota(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The last instant of a Bogotá day (UTC−5, no daylight saving) as ISO 8601 with its offset. */
export function endOfBogotaDay(date: string): string {
  return `${date}T23:59:59-05:00`;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The form's schema, for a given "today" in Bogotá: the request body, or one Spanish message
 * per field that is wrong (every one at once). The API checks again; this spares a round trip.
 */
export function grantSchema(today: string = todayInBogota()) {
  return z
    .object({
      scope: z.enum(["level", "course", "video"]),
      targetId: z.string(),
      duration: z.enum(["months", "date"]),
      months: z.string(),
      endDate: z.string(),
      note: z.string(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: keyof GrantErrors, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const targetId = Number(form.targetId);
      if (!form.targetId || !Number.isInteger(targetId) || targetId <= 0) issue("targetId", TARGET_MESSAGE[form.scope]);
      if (form.duration === "months") {
        if (!(GRANT_MONTHS as readonly string[]).includes(form.months)) issue("months", "Elige una duración de 1, 4 o 12 meses.");
      } else if (!form.endDate) {
        issue("endDate", "Indica hasta qué fecha tendrá acceso.");
      } else if (!isRealDate(form.endDate)) {
        issue("endDate", "La fecha de fin no es válida.");
      } else if (form.endDate <= today) {
        issue("endDate", "La fecha de fin debe ser posterior a hoy.");
      }
      if (form.note.trim().length > NOTE_MAX_LENGTH) issue("note", `La nota no puede tener más de ${NOTE_MAX_LENGTH} caracteres.`);
    })
    .transform((form): GrantBody => {
      const note = form.note.trim();
      return {
        scope: form.scope,
        targetId: Number(form.targetId),
        ...(form.duration === "months" ? { months: Number(form.months) } : { endsAt: endOfBogotaDay(form.endDate) }),
        ...(note ? { note } : {}),
      };
    });
}
