import { useAdminCoursesQuery, useAdminLevelsQuery, useAdminTutorialsQuery } from "@/features/admin/api/catalogue-api";
import type { GrantScope } from "@/features/admin/utils/grant-form";

export interface TargetGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** Everything a grant can open, grouped for the picker: levels by course, then courses, then tutorials (read while `open`). */
export function useGrantTargets(open: boolean): Record<GrantScope, TargetGroup[]> | undefined {
  const levels = useAdminLevelsQuery(undefined, { skip: !open });
  const courses = useAdminCoursesQuery(undefined, { skip: !open });
  const tutorials = useAdminTutorialsQuery(undefined, { skip: !open });
  if (!levels.data || !courses.data || !tutorials.data) return undefined;
  const byCourse = new Map<string, TargetGroup>();
  for (const level of levels.data.results) {
    const group = byCourse.get(level.course.title) ?? { label: level.course.title, options: [] };
    group.options.push({ value: String(level.id), label: `${level.course.title} · ${level.title}${level.isPublished ? "" : " (sin publicar)"}` });
    byCourse.set(level.course.title, group);
  }
  return {
    level: [...byCourse.values()],
    course: [{ label: "Cursos", options: courses.data.results.map((course) => ({ value: String(course.id), label: course.title })) }],
    video: [{ label: "Tutoriales", options: tutorials.data.results.map((video) => ({ value: String(video.id), label: video.title })) }],
  };
}
