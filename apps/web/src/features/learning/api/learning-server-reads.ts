import { learningReads, type TopicKey } from "@/features/learning/api/learning-reads";
import type { LevelItem, TemaryPage, TopicDetailItem } from "@/lib/academy-types";
import { readAsStudent } from "@/lib/server-session";
import { catalogueReads } from "@/store/catalogue-reads";
import type { ServerRead } from "@/store/server-data";

/**
 * A topic page's reads for its first render: the topic (which records the view, as opening it
 * in the browser does), then its level's temary — after it, so the list already marks the
 * topic viewed — and, for a locked topic, the level that says what unlocks it.
 */
export async function readTopic(token: string, key: TopicKey): Promise<ServerRead[]> {
  const topic = await readAsStudent<TopicDetailItem>(token, learningReads.topic(key));
  if (!topic) return [];
  const [temary, level] = await Promise.all([
    readAsStudent<TemaryPage>(token, catalogueReads.temary({ levelId: key.levelId })),
    topic.isLocked ? readAsStudent<LevelItem>(token, catalogueReads.level({ key: key.levelId })) : undefined,
  ]);
  const reads: ServerRead[] = [{ endpointName: "topic", arg: key, value: topic }];
  if (temary) reads.push({ endpointName: "temary", arg: { levelId: key.levelId }, value: temary });
  if (level) reads.push({ endpointName: "level", arg: { key: key.levelId }, value: level });
  return reads;
}
