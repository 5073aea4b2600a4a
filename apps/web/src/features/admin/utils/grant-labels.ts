import type { AdminGrantItem } from "@/features/admin/api/students-api";

/** Spanish words for an access grant's scope and origin. */

export const GRANT_SCOPE_LABELS: Record<AdminGrantItem["scope"], string> = {
  level: "Nivel",
  course: "Curso",
  video: "Tutorial",
  all: "Todo el catálogo",
};

export const GRANT_SOURCE_LABELS: Record<AdminGrantItem["source"], string> = {
  order: "Compra",
  points: "Canje de puntos",
  admin: "Administración",
};

/** Vigente, programado (starts later) or vencido. */
export function grantState(grant: Pick<AdminGrantItem, "isCurrent" | "startsAt">, now = Date.now()): "current" | "scheduled" | "ended" {
  if (grant.isCurrent) return "current";
  return new Date(grant.startsAt).getTime() > now ? "scheduled" : "ended";
}

/** `order:12` → 12: the order a grant came from. */
export function orderIdOf(reference: string | null): number | null {
  const match = reference ? /^order:(\d+)$/.exec(reference) : null;
  return match ? Number(match[1]) : null;
}

/** What a grant opens, naming the course: "Acordeón vallenato · Básico" (a level title repeats in every course). */
export function grantTargetLabel(grant: Pick<AdminGrantItem, "scope" | "target">): string {
  if (grant.scope === "all") return "Todo el catálogo";
  const target = grant.target;
  if (!target) return "Contenido eliminado";
  if (grant.scope === "course" || !target.course) return target.title;
  return `${target.course.title} · ${target.title}`;
}
