import { formatDateTime, onFirstUse } from "@/lib/format";

const relative = onFirstUse(() => new Intl.RelativeTimeFormat("es", { numeric: "auto" }));

const STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, "second", 1],
  [3600, "minute", 60],
  [86_400, "hour", 3600],
  [7 * 86_400, "day", 86_400],
];

/** "hace 5 minutos", "ayer"; a full date after a week (when "hace 3 semanas" says too little). */
export function formatNotificationTime(iso: string | undefined, now: number = Date.now()): string {
  if (!iso) return "";
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const elapsed = Math.max(0, (now - at) / 1000);
  if (elapsed < 45) return "hace un momento";
  for (const [limit, unit, seconds] of STEPS) {
    if (elapsed < limit) return relative().format(-Math.floor(elapsed / seconds), unit);
  }
  return formatDateTime(at);
}

/** The exact moment, for the `<time>` tooltip. */
export function formatNotificationDate(iso: string | undefined): string {
  return formatDateTime(iso);
}
