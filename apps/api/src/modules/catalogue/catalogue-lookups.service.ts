import type { Database, Tx } from "@fz/db/client";
import * as repo from "./catalogue-lookups.repository";

/** A course, level or tutorial by its title, with the course it belongs to (a course is its own). */
export interface CatalogueTitle {
  id: number;
  slug: string;
  title: string;
  course: { id: number; slug: string; title: string } | null;
}

/** A course, level or tutorial by id and slug, with its title. */
export interface CatalogueItem {
  id: number;
  slug: string;
  title: string;
}

/** Titles by id of the courses, levels and tutorials asked for. */
export interface CatalogueTitles {
  course: Map<number, CatalogueTitle>;
  level: Map<number, CatalogueTitle>;
  video: Map<number, CatalogueTitle>;
}

/** Every level's and tutorial's course id, and every course's title. */
export interface CourseMap {
  levels: { id: number; courseId: number }[];
  videos: { id: number; courseId: number | null }[];
  courses: { id: number; title: string }[];
}

/**
 * The catalogue for other modules: what is published (by id, or by slug for courses and levels),
 * and the names for their back office — what a grant opens, the levels of a student's progress,
 * the course of each thing an order sold, published or not (a report names what was sold then).
 */
export interface CatalogueLookupsService {
  /** A published course by id or slug. */
  publishedCourse(key: string): Promise<CatalogueItem | undefined>;
  /** A published level (of a published course) by id or slug. */
  publishedLevel(key: string): Promise<(CatalogueItem & { courseId: number }) | undefined>;
  publishedVideo(id: number): Promise<CatalogueItem | undefined>;
  /** The published levels of a published course, in order. */
  publishedLevelsOf(courseId: number): Promise<(CatalogueItem & { position: number })[]>;
  /** Titles by id; pass `tx` inside a transaction. */
  titlesOf(ids: { course: number[]; level: number[]; video: number[] }, tx?: Tx): Promise<CatalogueTitles>;
  /** These levels and every level of these courses, with their course, in the catalogue's order. */
  levelsWithCourse(levelIds: number[], courseIds: number[]): Promise<{ level: CatalogueItem; course: CatalogueItem }[]>;
  courseMap(): Promise<CourseMap>;
}

export function createCatalogueLookupsService(db: Database): CatalogueLookupsService {
  return {
    publishedCourse: (key: string) => repo.publishedCourse(db, key),
    publishedLevel: (key: string) => repo.publishedLevel(db, key),
    publishedVideo: (id: number) => repo.publishedVideo(db, id),
    publishedLevelsOf: (courseId: number) => repo.publishedLevelsOf(db, courseId),

    async titlesOf(ids: { course: number[]; level: number[]; video: number[] }, tx?: Tx) {
      const { courseRows, levelRows, videoRows } = await repo.titlesOf(tx ?? db, ids);
      return {
        course: new Map<number, CatalogueTitle>(courseRows.map((r) => [r.id, { ...r, course: { ...r } }])),
        level: new Map<number, CatalogueTitle>(levelRows.map((r) => [r.id, r])),
        video: new Map<number, CatalogueTitle>(videoRows.map((r) => [r.id, { ...r, course: r.course?.id == null ? null : r.course }])),
      };
    },

    levelsWithCourse: (levelIds: number[], courseIds: number[]) => repo.levelsWithCourse(db, levelIds, courseIds),

    courseMap: () => repo.courseMap(db),
  };
}
