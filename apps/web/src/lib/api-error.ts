/**
 * A failed API call. `status` is undefined when no response arrived at all (network
 * failure), which the error handler reports as a connection problem.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(status: number | undefined, body: unknown, message?: string) {
    super(message ?? (status === undefined ? "Sin respuesta del servidor" : `HTTP ${status}`));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
