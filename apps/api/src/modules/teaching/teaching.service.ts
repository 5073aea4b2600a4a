import type { TeachingDeps } from "./teaching-deps";
import { createTakeStore } from "./take-store";
import { type Assignments, createAssignments } from "./teaching-assignments";
import { type Reviews, createReviews } from "./teaching-reviews";
import { type Submissions, createSubmissions } from "./teaching-submissions";
import { createSubmissionDetails } from "./teaching-views";
import { type TeachersAdminService, createTeachersAdminService } from "./teachers-admin.service";
import * as repo from "./teaching.repository";

/**
 * The teacher's loop (issue 38, decision 031): students send takes of topics they have access
 * to; the teachers of the topic's course (and admins) claim one at a time, pin comments to
 * seconds of it, answer with a verdict and may assign practice. A student sees only their own;
 * a teacher only their courses'; anything else is a 404, so ids reveal nothing. The student's
 * side is teaching-submissions.ts, the teacher's teaching-reviews.ts, assignments
 * teaching-assignments.ts, the back office's teachers teachers-admin.service.ts.
 */
export interface TeachingService extends Submissions, Reviews, Assignments, TeachersAdminService {
  /** Removes staged uploads older than a day as of `now` (the periodic job; tests pass a later `now`). */
  sweepUploads(now: Date): Promise<number>;
  /**
   * Part of deleting an account: its takes' files (and the recorded replies to them) leave the
   * store, its rows go, and its uploads still staged are removed.
   */
  eraseAccount(userId: number): Promise<void>;
}

export function createTeachingService(deps: TeachingDeps): TeachingService {
  const { db, videoStore, uploads } = deps;
  const takes = createTakeStore(deps);
  const details = createSubmissionDetails(deps);

  return {
    sweepUploads: (now: Date) => uploads.sweep(now),

    ...createSubmissions(deps, takes, details),
    ...createReviews(deps, takes, details),
    ...createAssignments(deps),
    ...createTeachersAdminService(deps),

    async eraseAccount(userId: number): Promise<void> {
      // Only recordings (`takes/…`): the demo's seeded takes point at a course's lesson clip.
      for (const source of await repo.takeFilesOf(db, userId)) if (source.startsWith("takes/")) await videoStore.remove(source);
      await repo.deleteTakesOf(db, userId);
      await uploads.removeOf(userId);
    },
  };
}
