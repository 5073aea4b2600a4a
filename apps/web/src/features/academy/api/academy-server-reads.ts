import type { Page } from "@fz/contracts/common";
import { academyReads } from "@/features/academy/api/academy-reads";
import { pickContinueLevel } from "@/features/academy/utils/academy-progress";
import type { CourseItem, LastViewedItem, LevelItem, TemaryPage } from "@/lib/academy-types";
import { readAsStudent } from "@/lib/server-session";
import { catalogueReads } from "@/store/catalogue-reads";
import type { ServerRead } from "@/store/server-data";

/**
 * `/academia`'s reads for its first render, as `useAcademyOverview` makes them in the browser:
 * courses, levels and where the student left off together, then the temary of the level to
 * continue. A read that fails is left for the browser.
 */
export async function readDashboard(token: string): Promise<ServerRead[]> {
  const [courses, levels, lastViewed] = await Promise.all([
    readAsStudent<Page<CourseItem>>(token, academyReads.courses()),
    readAsStudent<Page<LevelItem>>(token, catalogueReads.levels({})),
    readAsStudent<LastViewedItem>(token, academyReads.lastViewed()),
  ]);
  const reads: ServerRead[] = [];
  if (courses) reads.push({ endpointName: "courses", arg: undefined, value: courses });
  if (levels) reads.push({ endpointName: "levels", arg: {}, value: levels });
  if (lastViewed) reads.push({ endpointName: "lastViewed", arg: undefined, value: lastViewed });
  const continueLevel = levels && lastViewed ? pickContinueLevel(levels.results, lastViewed) : null;
  if (continueLevel) {
    const temary = await readAsStudent<TemaryPage>(token, catalogueReads.temary({ levelId: continueLevel.id }));
    if (temary) reads.push({ endpointName: "temary", arg: { levelId: continueLevel.id }, value: temary });
  }
  return reads;
}
