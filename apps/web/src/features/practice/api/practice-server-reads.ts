import type { Page } from "@fz/contracts/common";
import type { PracticeSessionItem, PracticeSummaryItem } from "@/features/practice/api/practice-api";
import { practiceReads } from "@/features/practice/api/practice-reads";
import { readAsStudent } from "@/lib/server-session";
import type { ServerRead } from "@/store/server-data";

/**
 * `/academia/practica`'s reads for its first render (decision 010): the summary the whole page
 * shows (its largest paint is in it) and the history's first page. A read that fails is left
 * for the browser.
 */
export async function readPracticeHub(token: string): Promise<ServerRead[]> {
  const [summary, sessions] = await Promise.all([
    readAsStudent<PracticeSummaryItem>(token, practiceReads.summary()),
    readAsStudent<Page<PracticeSessionItem>>(token, practiceReads.sessions(1)),
  ]);
  const reads: ServerRead[] = [];
  if (summary) reads.push({ endpointName: "practiceSummary", arg: undefined, value: summary });
  if (sessions) reads.push({ endpointName: "practiceSessions", arg: 1, value: sessions });
  return reads;
}
