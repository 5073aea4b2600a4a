import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorResponse } from "@fz/contracts/common";
import { AppError } from "./errors";

/** What every back-office route shares: the admin guard (before the body is read) and its errors. */
export function adminGuard(app: FastifyInstance) {
  return { onRequest: app.requireRole("admin"), config: { admin: true } };
}

export const security = [{ bearerAuth: [] }];

export const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
export const writeErrors = { ...adminErrors, 409: errorResponse };

/** The signed-in administrator's id (the guard has already refused anyone else). */
export function adminId(request: FastifyRequest): number {
  if (!request.currentUser) throw new AppError("not_authenticated");
  return request.currentUser.id;
}
