import type { Database } from "@fz/db/client";
import { renderMarkdown } from "../../lib/markdown";
import * as repo from "./catalogue.repository";

/** A topic's body as clients get it: rendered and sanitised once, when it is written. */
export const renderTopicBody = (markdown: string): string => renderMarkdown(markdown);

/**
 * Renders the topics that have no `body_html` yet (written before the column existed, or by the
 * seed). SQL cannot run the Markdown renderer, so this runs in code after the migrations, at
 * every start-up; it touches only rows still null, so a second run changes nothing.
 */
export async function backfillTopicBodies(db: Database, batchSize = 200): Promise<number> {
  let rendered = 0;
  for (;;) {
    const batch = await repo.topicsWithoutHtml(db, batchSize);
    let progressed = false;
    // A row edited meanwhile is read again with its newer body in the next batch.
    for (const row of batch) {
      if (await repo.setTopicHtml(db, row.id, row.body, renderTopicBody(row.body))) {
        rendered += 1;
        progressed = true;
      }
    }
    if (batch.length < batchSize || !progressed) return rendered;
  }
}
