import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fromRoot } from "../../config/paths";
import { memoryStagedUploadCache, redisStagedUploadCache } from "./staged-upload-cache";
import { createTakeUploads } from "./take-uploads";
import "./teaching.events";
import teachingRoutes from "./teaching.routes";
import teachersAdminRoutes from "./teachers-admin.routes";
import { type TeachingService, createTeachingService } from "./teaching.service";

declare module "../../plugins/services" {
  interface Services {
    teaching: TeachingService;
  }
}

/**
 * The teacher who hears the student (issue 38, decision 031): takes sent through resumable
 * uploads, the teachers' queue, time-coded reviews, practice assignments, the admin's teachers.
 */
export default fp(
  async function teachingModule(app: FastifyInstance) {
    const { access, audit, practice, videoStore, mediaUrls, notifications, mail, auth } = app.services;
    // With S3, what each upload's `.info` says is remembered between its requests: in Redis when
    // there is one (every instance shares it), else in this instance's memory (staged-upload-cache.ts).
    let warned = 0;
    const cacheFailed = (err: unknown) => {
      // The upload goes on reading S3; said once a minute, not once per request.
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      app.log.warn({ err }, "redis did not answer for a staged take's metadata; reading it from S3");
    };
    const uploads = await createTakeUploads({
      directory: path.join(fromRoot(app.config.env.DATA_DIR), "tus"),
      s3: app.storage.s3Config,
      cache: app.redis ? redisStagedUploadCache(app.redis, cacheFailed) : memoryStagedUploadCache(),
    });
    const tell = async (studentId: number, notice: { kind: "submission_reviewed" | "practice_assigned"; title: string; body: string; link: string; dedupeKey: string; action: string }) => {
      const created = await notifications.notify({ userId: studentId, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, dedupeKey: notice.dedupeKey });
      if (!created) return;
      const user = await auth.currentUser(studentId);
      if (!user) return;
      // The e-mail is a courtesy: a mail failure must not undo the teacher's answer.
      await mail
        .sendAccountChange(user.email, { firstName: user.firstName, subject: notice.title, paragraphs: [notice.body], reason: null, path: notice.link, action: notice.action })
        .catch((err: unknown) => app.log.warn({ err, studentId }, "teacher notice e-mail not sent"));
    };
    const teaching = createTeachingService({
      db: app.db,
      access,
      audit,
      practice,
      videoStore,
      uploads,
      mediaUrls,
      events: {
        async reviewed({ studentId, submissionId, themeId, levelId, themeTitle, verdict, teacherName }) {
          // Progress listens: an «¡Aprobado!» may finish the topic and earn the level's certificate.
          await app.events.emit("submission.reviewed", { studentId, submissionId, themeId, levelId, verdict });
          await tell(studentId, {
            kind: "submission_reviewed",
            title: verdict === "approved" ? "¡Tu profesor aprobó tu interpretación!" : "Tu profesor respondió tu interpretación",
            body: `${teacherName} escuchó tu interpretación de «${themeTitle}» y te dejó sus comentarios.`,
            link: `/academia/revisiones/${submissionId}`,
            dedupeKey: `submission.reviewed:${submissionId}`,
            action: "Ver la respuesta",
          });
        },
        async assigned({ studentId, assignmentId, title, dueOn }) {
          await tell(studentId, {
            kind: "practice_assigned",
            title: `Tu tarea: ${title}`,
            body: `Tu profesor te asignó una tarea de práctica para el ${dueOn.split("-").reverse().join("/")}.`,
            link: "/academia/revisiones",
            dedupeKey: `practice.assigned:${assignmentId}`,
            action: "Ver mi tarea",
          });
        },
      },
    });
    app.provide("teaching", teaching);
    // Deleting an account takes its takes with it: files in the store and staged uploads too.
    auth.onAccountDeletion((userId) => teaching.eraseAccount(userId));
    await app.register(teachingRoutes, { teaching, uploads });
    await app.register(teachersAdminRoutes, { teaching });
    // Abandoned uploads (never finished, or finished and never sent) go after a day.
    app.jobs.every({ name: "take-uploads-sweep", run: (now) => uploads.sweep(now) });
  },
  {
    name: "teaching",
    dependencies: ["config", "redis", "storage", "database", "jobs", "services", "route-table", "auth", "access", "audit", "media", "catalogue", "practice", "notifications", "mail"],
  },
);
