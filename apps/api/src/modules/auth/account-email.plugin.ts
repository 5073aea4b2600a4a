import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import accountEmailRoutes from "./account-email.routes";
import { createAccountEmailService, subscribeAccountEmail } from "./account-email.service";

/** E-mail verification and password reset: the auth module's e-mails, sent through the mail module. */
export default fp(
  async function accountEmailModule(app: FastifyInstance) {
    const { authThrottle: throttle, mail } = app.services;
    const accountEmail = createAccountEmailService({ db: app.db, mail, events: app.events, throttle, log: app.log });
    subscribeAccountEmail(app.events, accountEmail);
    await app.register(accountEmailRoutes, { accountEmail });
    // Before the mail module closes SMTP (onClose runs last-registered first).
    app.addHook("onClose", async () => {
      await accountEmail.drain();
    });
  },
  { name: "account-email", dependencies: ["database", "events", "services", "route-table", "auth", "mail"] },
);
