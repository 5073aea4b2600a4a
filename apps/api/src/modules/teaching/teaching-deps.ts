import type { Database } from "@fz/db/client";
import type { AccessService } from "../access/access.service";
import type { AuditService } from "../audit/audit.service";
import type { PracticeService } from "../practice/practice.service";
import type { VideoStore } from "../media/media.service";
import type { TakeUploads } from "./take-uploads";

export interface Viewer {
  id: number;
  role: string;
}

export interface TeachingEvents {
  /** The answer landed: the student is told (bell and e-mail). */
  reviewed(input: { studentId: number; submissionId: number; themeId: number; levelId: number; themeTitle: string; verdict: "approved" | "retry"; teacherName: string }): Promise<void>;
  assigned(input: { studentId: number; assignmentId: number; title: string; dueOn: string }): Promise<void>;
}

/** What the teacher's loop needs from the app (teaching.plugin.ts gives it); each part takes its share. */
export interface TeachingDeps {
  db: Database;
  /** Only a student with access to the topic's level sends a take of it. */
  access: Pick<AccessService, "hasLevelAccess">;
  audit: Pick<AuditService, "record">;
  /** A tempo ladder's climb. */
  practice: Pick<PracticeService, "bestPassingTempo">;
  videoStore: VideoStore;
  uploads: TakeUploads;
  mediaUrls: { signedUrl(source: string): string };
  events: TeachingEvents;
}
