import type { Database } from "@fz/db/client";
import * as repo from "./catalogue-titles.repository";

/** A course, level or tutorial by its title, with the course it belongs to (a course is its own). */
export interface CatalogueTitle {
  id: number;
  slug: string;
  title: string;
  course: { id: number; slug: string; title: string } | null;
}

export type CatalogueTitlesService = ReturnType<typeof createCatalogueTitlesService>;

/**
 * The catalogue's names for other modules' back office: what a grant opens, the levels of a
 * student's progress, the course of each thing an order sold. Published or not (a report
 * names what was sold then).
 */
export function createCatalogueTitlesService(db: Database) {
  return {
    async titlesOf(ids: { course: number[]; level: number[]; video: number[] }) {
      const { courseRows, levelRows, videoRows } = await repo.titlesOf(db, ids);
      return {
        course: new Map<number, CatalogueTitle>(courseRows.map((r) => [r.id, { ...r, course: { ...r } }])),
        level: new Map<number, CatalogueTitle>(levelRows.map((r) => [r.id, r])),
        video: new Map<number, CatalogueTitle>(videoRows.map((r) => [r.id, { ...r, course: r.course?.id == null ? null : r.course }])),
      };
    },

    /** These levels and every level of these courses, with their course, in the catalogue's order. */
    levelsWithCourse: (levelIds: number[], courseIds: number[]) => repo.levelsWithCourse(db, levelIds, courseIds),

    /** Every level's and tutorial's course id, and every course's title. */
    courseMap: () => repo.courseMap(db),
  };
}
