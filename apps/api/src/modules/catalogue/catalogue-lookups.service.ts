import type { Database, Tx } from "@fz/db/client";
import * as repo from "./catalogue-lookups.repository";

/** A course, level or tutorial by its title, with the course it belongs to (a course is its own). */
export interface CatalogueTitle {
  id: number;
  slug: string;
  title: string;
  course: { id: number; slug: string; title: string } | null;
}

export type CatalogueLookupsService = ReturnType<typeof createCatalogueLookupsService>;

/**
 * The catalogue for other modules: what is published (by id, or by slug for courses and levels),
 * and the names for their back office — what a grant opens, the levels of a student's progress,
 * the course of each thing an order sold, published or not (a report names what was sold then).
 */
export function createCatalogueLookupsService(db: Database) {
  return {
    /** A published course by id or slug. */
    publishedCourse: (key: string) => repo.publishedCourse(db, key),
    /** A published level (of a published course) by id or slug. */
    publishedLevel: (key: string) => repo.publishedLevel(db, key),
    publishedVideo: (id: number) => repo.publishedVideo(db, id),
    /** The published levels of a published course, in order. */
    publishedLevelsOf: (courseId: number) => repo.publishedLevelsOf(db, courseId),

    /** Titles by id; pass `tx` inside a transaction. */
    async titlesOf(ids: { course: number[]; level: number[]; video: number[] }, tx?: Tx) {
      const { courseRows, levelRows, videoRows } = await repo.titlesOf(tx ?? db, ids);
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
