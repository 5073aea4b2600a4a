import { topicPath, type TopicKey } from "@/features/learning/api/learning-reads";
import { downloadFile } from "@/lib/file-transfer";

/**
 * A score as a PDF to print or keep (issue 39): fetched with the session and saved by the
 * browser; the API checks the topic is open for the student. Lives with the score panel, so
 * it loads only on topics with a score.
 */
export function downloadScorePdf({ slug, levelId, id }: TopicKey & { id: number }): Promise<string> {
  return downloadFile(`${topicPath(slug)}scores/${id}/pdf/`, { query: { level: levelId }, fallbackName: "partitura.pdf", accept: "application/pdf" });
}
