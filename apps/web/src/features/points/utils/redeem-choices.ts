import { z } from "zod";
import { academyPaths } from "@/config/academy-navigation";
import type { LevelItem, VideoItem } from "@/lib/academy-types";
import { formatDate } from "@/lib/format";

/** What the redeem dialog offers: a level or a tutorial, grouped by course. */
export interface Choice {
  slug: string;
  /** The level's or tutorial's own title. */
  name: string;
  /** What the option says (the title, and a note when it is already open). */
  label: string;
  group: string;
  /** Where the student goes once it is open. */
  href: string;
  /** Why it cannot be chosen (a tutorial already owned), or null. */
  unavailable: string | null;
}

export function levelChoices(levels: LevelItem[]): Choice[] {
  return levels.map((level) => {
    // The closed select shows only the option, not its group: it names the course too (issue 35.13).
    const title = `${level.title} · ${level.course.title}`;
    return {
      slug: level.slug,
      name: level.title,
      label:
        level.access.hasAccess && level.access.endsAt
          ? `${title} (tu acceso vence el ${formatDate(level.access.endsAt)}: se suma al final)`
          : title,
      group: level.course.title,
      href: academyPaths.level(level.id),
      unavailable: null,
    };
  });
}

export function tutorialChoices(tutorials: VideoItem[]): Choice[] {
  return tutorials.map((video) => ({
    slug: video.slug,
    name: video.title,
    label: video.purchased ? `${video.title} (ya lo tienes)` : video.title,
    group: video.course?.title ?? "Otros tutoriales",
    href: academyPaths.tutorial(video.id),
    unavailable: video.purchased ? "Ya tienes este tutorial" : null,
  }));
}

export function groupChoices(choices: Choice[]): [string, Choice[]][] {
  const groups = new Map<string, Choice[]>();
  for (const choice of choices) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups.entries()];
}

/** The API's Spanish reason for a refusal (`{ errors }`), if it gave one. */
export function firstMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && typeof errors[0] === "string" ? errors[0] : undefined;
}

/** The one field: which level or tutorial (the message names which). */
export const choiceSchema = (isTutorial: boolean) =>
  z.object({ slug: z.string().min(1, { error: isTutorial ? "Elige el tutorial que quieres." : "Elige el nivel que quieres abrir." }) });
