import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { resolveMailConfig } from "./mail.config";
import mailRoutes from "./mail.routes";
import { type MailService, createMailService } from "./mail.service";

declare module "../../plugins/services" {
  interface Services {
    mail: MailService;
  }
}

/** Transactional e-mail: SMTP or the local outbox; a delivery that failed for a passing reason is retried through the job queue. */
export default fp(
  async function mailModule(app: FastifyInstance) {
    const { env } = app.config;
    const mail = createMailService({ db: app.db, config: resolveMailConfig(env), log: app.log, queue: app.jobs, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS });
    app.jobs.define(mail.deliveryTask);
    app.provide("mail", mail);
    await app.register(mailRoutes, { mail });
    // After the modules registered later have drained what they send (onClose runs last-registered first).
    app.addHook("onClose", async () => {
      mail.close();
    });
  },
  { name: "mail", dependencies: ["config", "database", "jobs", "services", "route-table", "auth"] },
);
