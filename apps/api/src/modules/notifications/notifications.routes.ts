import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam } from "@fz/contracts/common";
import {
  markAllReadResponse,
  notification,
  notificationPreferences,
  notificationsQuery,
  notificationsResponse,
  unreadCountResponse,
} from "@fz/contracts/notifications";
import { AppError } from "../../lib/errors";
import { frozenAnswers } from "../../lib/frozen-answers";
import { listWindow, toWindowPage } from "../../lib/pagination";
import type { NotificationsService } from "./notifications.service";

const errors = { 400: errorResponse, 401: errorResponse };

/** The bell: a student sees and marks only their own notifications (another's id → 404). */
export default async function notificationsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pages = frozenAnswers();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearerAuth: [] }];
  const userId = (request: { currentUser: { id: number } | null }) => {
    if (!request.currentUser) throw new AppError("not_authenticated");
    return request.currentUser.id;
  };

  r.get(
    "/api/notifications/",
    {
      ...signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Notificaciones del estudiante, de la más reciente a la más antigua",
        security,
        querystring: notificationsQuery,
        response: { 200: notificationsResponse, ...errors },
      },
    },
    async (request) => {
      const window = listWindow(request.query, "notifications", "timestamp");
      const listed = await notifications.list(userId(request), window);
      // The page's links come from its URL: one answer per remembered list and URL.
      return pages(listed, request.url, () => {
        const { total, unread, places, items } = listed;
        const page = toWindowPage(request, request.query, "notifications", window, total, places, items);
        return { ...page, has_more: page.next !== null, unread_count: unread };
      });
    },
  );

  r.get(
    "/api/notifications/unread-count/",
    {
      ...signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Cuántas notificaciones sin leer hay y la más reciente (lo que la campana consulta periódicamente)",
        security,
        response: { 200: unreadCountResponse, ...errors },
      },
    },
    async (request) => notifications.unreadCount(userId(request)),
  );

  r.post(
    "/api/notifications/:id/mark-as-read/",
    {
      ...signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Marcar una notificación como leída",
        security,
        params: idParam,
        response: { 200: notification, ...errors, 404: errorResponse },
      },
    },
    async (request) => notifications.markRead(userId(request), request.params.id),
  );

  r.post(
    "/api/notifications/mark-all-as-read/",
    {
      ...signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Marcar todas las notificaciones como leídas",
        security,
        response: { 200: markAllReadResponse, ...errors },
      },
    },
    async (request) => notifications.markAllRead(userId(request)),
  );

  r.get(
    "/api/notifications/preferences/",
    {
      ...signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Qué avisos quiere recibir el estudiante",
        security,
        response: { 200: notificationPreferences, ...errors },
      },
    },
    async (request) => notifications.preferences(userId(request)),
  );

  r.put(
    "/api/notifications/preferences/",
    {
      ...signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Cambiar qué avisos quiere recibir (blog_posts: nuevas publicaciones del blog)",
        security,
        body: notificationPreferences,
        response: { 200: notificationPreferences, ...errors },
      },
    },
    async (request) => notifications.setPreferences(userId(request), request.body),
  );
}
