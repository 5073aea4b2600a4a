import type { SubmissionDetailItem } from "@/features/teaching/api/teaching-api";
import { teachingReads } from "@/features/teaching/api/teaching-reads";
import { readAsStudent } from "@/lib/server-session";
import type { ServerRead } from "@/store/server-data";

/**
 * The review pages' reads for their first render (decision 010): the take with the teacher's
 * comments and answer, so the page (its largest paint is in it) is in the document instead of
 * waiting for the browser to read it. A read that fails is left for the browser.
 */
export async function readReview(token: string, id: number): Promise<ServerRead[]> {
  const take = await readAsStudent<SubmissionDetailItem>(token, teachingReads.submission(id));
  return take ? [{ endpointName: "submission", arg: id, value: take }] : [];
}

/** The teacher's review page: the take of their course as they open it. */
export async function readTeacherReview(token: string, id: number): Promise<ServerRead[]> {
  const take = await readAsStudent<SubmissionDetailItem>(token, teachingReads.teacherSubmission(id));
  return take ? [{ endpointName: "teacherSubmission", arg: id, value: take }] : [];
}
