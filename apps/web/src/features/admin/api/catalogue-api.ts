import type {
  AdminCourse,
  AdminExercise,
  AdminLevel,
  AdminPrice,
  AdminTheme,
  AdminVideo,
  CourseCreate,
  ExerciseCreate,
  LevelCreate,
  ThemeCreate,
  TutorialCreate,
  VideoWrite,
} from "@fz/contracts/admin";
import type { Currency } from "@fz/contracts/commerce";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import { uploadWithProgress, type ProgressListener } from "@/lib/file-transfer";
import type { Paginated } from "@/lib/server-api";

/** Catalogue management: courses → levels → topics, tutorials and exercises (all admin only). */
export type AdminCourseItem = Camel<AdminCourse>;
export type AdminLevelItem = Camel<AdminLevel>;
export type AdminThemeItem = Camel<AdminTheme>;
export type AdminVideoItem = Camel<AdminVideo>;
export type AdminExerciseItem = Camel<AdminExercise>;
export type AdminPriceItem = Camel<AdminPrice>;
export type VideoWriteBody = Camel<VideoWrite>;

export interface AdminThemesPage extends Paginated<AdminThemeItem> {
  level: { id: number; slug: string; title: string; course: { id: number; slug: string; title: string } };
  /** Send it back with a reorder: the API refuses the order if someone changed it meanwhile. */
  version: string;
}

/** One price to set; `amountMinor` null removes it. */
export interface PriceWrite {
  currency: Currency;
  amountMinor: number | null;
  months?: 1 | 4 | 12;
}

export type CourseBody = Partial<Omit<Camel<CourseCreate>, "prices">> & { prices?: PriceWrite[] };
export type LevelBody = Partial<Omit<Camel<LevelCreate>, "prices">> & { prices?: PriceWrite[] };
export type ThemeBody = Partial<Camel<ThemeCreate>>;
export type TutorialBody = Partial<Omit<Camel<TutorialCreate>, "prices">> & { prices?: PriceWrite[] };
export type ExerciseBody = Partial<Camel<ExerciseCreate>>;

/** The catalogue is small (six courses, a few levels each): one page of 100 holds it. */
const ALL = 100;

export function listCourses(signal?: AbortSignal) {
  return api.get<Paginated<AdminCourseItem>>("/api/admin/courses/", { query: { pageSize: ALL }, signal });
}

export function getCourse(id: number, signal?: AbortSignal) {
  return api.get<AdminCourseItem>(`/api/admin/courses/${id}/`, { signal });
}

export function updateCourse(id: number, body: CourseBody) {
  return api.patch<AdminCourseItem>(`/api/admin/courses/${id}/`, body);
}

export function listLevels(courseId: number | undefined, signal?: AbortSignal) {
  return api.get<Paginated<AdminLevelItem>>("/api/admin/levels/", { query: { course: courseId, pageSize: ALL }, signal });
}

export function getLevel(id: number, signal?: AbortSignal) {
  return api.get<AdminLevelItem>(`/api/admin/levels/${id}/`, { signal });
}

export function createLevel(body: LevelBody & { courseId: number }) {
  return api.post<AdminLevelItem>("/api/admin/levels/", body);
}

export function updateLevel(id: number, body: LevelBody) {
  return api.patch<AdminLevelItem>(`/api/admin/levels/${id}/`, body);
}

export function deleteLevel(id: number) {
  return api.delete<void>(`/api/admin/levels/${id}/`);
}

export function listThemes(levelId: number, signal?: AbortSignal) {
  return api.get<AdminThemesPage>(`/api/admin/levels/${levelId}/themes/`, { query: { pageSize: ALL }, signal });
}

export function getTheme(id: number, signal?: AbortSignal) {
  return api.get<AdminThemeItem>(`/api/admin/themes/${id}/`, { signal });
}

export function createTheme(levelId: number, body: ThemeBody) {
  return api.post<AdminThemeItem>(`/api/admin/levels/${levelId}/themes/`, body);
}

export function updateTheme(id: number, body: ThemeBody) {
  return api.patch<AdminThemeItem>(`/api/admin/themes/${id}/`, body);
}

export function deleteTheme(id: number) {
  return api.delete<void>(`/api/admin/themes/${id}/`);
}

export interface TopicOrder {
  levelId: number;
  ids: number[];
  version: string;
}

/** The level's whole order at once, with the version read: 409 when someone changed it since. */
export function reorderThemes(levelId: number, ids: number[], version: string) {
  return api.post<TopicOrder>(`/api/admin/levels/${levelId}/themes/reorder/`, { ids, version });
}

export function listTutorials(signal?: AbortSignal) {
  return api.get<Paginated<AdminVideoItem>>("/api/admin/videos/", { query: { pageSize: ALL }, signal });
}

export function getTutorial(id: number, signal?: AbortSignal) {
  return api.get<AdminVideoItem>(`/api/admin/videos/${id}/`, { signal });
}

export function createTutorial(body: TutorialBody) {
  return api.post<AdminVideoItem>("/api/admin/videos/", body);
}

export function updateTutorial(id: number, body: TutorialBody) {
  return api.patch<AdminVideoItem>(`/api/admin/videos/${id}/`, body);
}

export function deleteTutorial(id: number) {
  return api.delete<void>(`/api/admin/videos/${id}/`);
}

export interface UploadedVideo {
  provider: "self_hosted";
  source: string;
  contentType: "video/mp4" | "video/webm";
  size: number;
}

/** The file is the body; the answer's `source` becomes a topic's or tutorial's video. */
export function uploadVideo(file: File, onProgress: ProgressListener, signal?: AbortSignal) {
  return uploadWithProgress<UploadedVideo>("/api/admin/videos/upload/", file, onProgress, signal);
}

export function listExercises(levelId: number, signal?: AbortSignal) {
  return api.get<Paginated<AdminExerciseItem>>(`/api/admin/levels/${levelId}/exercises/`, { query: { pageSize: ALL }, signal });
}

export function getExercise(levelId: number, id: number, signal?: AbortSignal) {
  return api.get<AdminExerciseItem>(`/api/admin/levels/${levelId}/exercises/${id}/`, { signal });
}

export function createExercise(levelId: number, body: ExerciseBody) {
  return api.post<AdminExerciseItem>(`/api/admin/levels/${levelId}/exercises/`, body);
}

export function updateExercise(levelId: number, id: number, body: ExerciseBody) {
  return api.patch<AdminExerciseItem>(`/api/admin/levels/${levelId}/exercises/${id}/`, body);
}

export function deleteExercise(levelId: number, id: number) {
  return api.delete<void>(`/api/admin/levels/${levelId}/exercises/${id}/`);
}
