/**
 * Every failure the API answers with has a code; the status and default Spanish message of
 * each code live here, in one place.
 */
export const ERROR_CODES = {
  validation_error: { status: 400, message: "Los datos enviados no son válidos." },
  invalid_json: { status: 400, message: "El cuerpo de la solicitud no es un JSON válido." },
  bad_request: { status: 400, message: "La solicitud no es válida." },
  invalid_url: { status: 400, message: "La dirección solicitada no es válida." },
  upload_aborted: { status: 400, message: "La subida se interrumpió antes de terminar. Inténtalo de nuevo." },
  account_exists_with_different_credential: {
    status: 400,
    message: "Ya existe un usuario con esta dirección de correo electrónico. Inicia sesión como lo hiciste la primera vez.",
  },
  email_taken: { status: 400, message: "Ya existe una cuenta con este correo electrónico." },
  // Shop and payments.
  already_owned: { status: 400, message: "Ya tienes acceso a este contenido." },
  cart_full: { status: 400, message: "Tu carrito está lleno. Finaliza la compra o quita algún producto." },
  empty_cart: { status: 400, message: "Tu carrito está vacío." },
  price_unavailable: { status: 400, message: "Uno de los productos no tiene precio en la moneda elegida." },
  payment_provider_unavailable: { status: 400, message: "Ese medio de pago no está disponible." },
  coupon_not_applicable: { status: 400, message: "Ese cupón no aplica a tu carrito." },
  invalid_signature: { status: 400, message: "La firma del webhook no es válida." },
  // Points and account e-mail.
  insufficient_points: { status: 400, message: "No tienes puntos suficientes para este canje." },
  invalid_email_token: { status: 400, message: "El enlace no es válido o ya venció. Solicita uno nuevo." },
  email_already_verified: { status: 400, message: "Tu correo electrónico ya está confirmado." },
  not_authenticated: { status: 401, message: "Debes iniciar sesión para continuar." },
  invalid_credentials: { status: 401, message: "Correo electrónico o contraseña incorrectos." },
  invalid_user: { status: 401, message: "Usuario no valido" },
  invalid_token: { status: 401, message: "La sesión no es válida o ha expirado. Inicia sesión de nuevo." },
  account_disabled: { status: 401, message: "Tu cuenta está desactivada. Escríbenos para reactivarla." },
  permission_denied: { status: 403, message: "No tienes permiso para realizar esta acción." },
  not_found: { status: 404, message: "No se encontró lo que buscaba." },
  method_not_allowed: { status: 405, message: "Método no permitido." },
  request_timeout: { status: 408, message: "La solicitud tardó demasiado en llegar. Inténtalo de nuevo." },
  conflict: { status: 409, message: "La operación entra en conflicto con el estado actual." },
  requirement_unmet: { status: 409, message: "Aún no cumples lo que pide este tema para completarlo." },
  payload_too_large: { status: 413, message: "El contenido enviado es demasiado grande." },
  uri_too_long: { status: 414, message: "La dirección solicitada es demasiado larga." },
  unsupported_media_type: { status: 415, message: "El tipo de contenido no es compatible." },
  rate_limited: { status: 429, message: "Demasiados intentos. Espera un momento e inténtalo de nuevo." },
  headers_too_large: { status: 431, message: "Las cabeceras de la solicitud son demasiado grandes." },
  server_error: { status: 500, message: "Algo ha ocurrido mal, si esto persiste contacte a soporte." },
  payment_provider_error: { status: 502, message: "No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos." },
  service_unavailable: { status: 503, message: "El servicio no está disponible en este momento." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly messages: string[];
  /** For 429s and 503s: seconds until trying again makes sense (sent as `Retry-After`). */
  retryAfterSeconds?: number;
  /**
   * The request's fields each message is about (wire names: `email`), sent as `fields` so a
   * form shows the message at its field and keeps it there (issue 35.11).
   */
  fields?: Record<string, string>;

  constructor(code: ErrorCode, messages?: string | string[], fields?: Record<string, string>) {
    const list = messages === undefined ? [ERROR_CODES[code].message] : Array.isArray(messages) ? messages : [messages];
    super(list.join(" "));
    this.name = "AppError";
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.messages = list;
    if (fields) this.fields = fields;
  }
}

/** Seconds for `Retry-After`: whole, at least 1. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A 429 that says when to come back, in the message and in `Retry-After`. */
export function rateLimited(retryAfterMs: number, reason = "Demasiados intentos."): AppError {
  const seconds = retryAfterSeconds(retryAfterMs);
  const wait = seconds < 60 ? `${seconds} segundo(s)` : `${Math.ceil(seconds / 60)} minuto(s)`;
  const error = new AppError("rate_limited", `${reason} Inténtalo de nuevo en ${wait}.`);
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * A 503 for a dependency that failed or did not answer in time (decision 024): the request
 * changed nothing it could not undo, and trying again in a few seconds makes sense.
 */
export function unavailable(retryAfterMs = 5_000, message = UNAVAILABLE_MESSAGE): AppError {
  const error = new AppError("service_unavailable", message);
  error.retryAfterSeconds = retryAfterSeconds(retryAfterMs);
  return error;
}

export const UNAVAILABLE_MESSAGE = "No pudimos completar tu solicitud en este momento. Inténtalo de nuevo en unos segundos.";

export const badRequest = (messages: string | string[]) => new AppError("validation_error", messages);
/** A refusal about one field of the request (a slug or a code already taken): the form shows it there. */
export const fieldRefused = (field: string, message: string, code: ErrorCode = "validation_error") => new AppError(code, message, { [field]: message });
export const notFound = (message?: string) => new AppError("not_found", message);
export const forbidden = (message?: string) => new AppError("permission_denied", message);

/** True when the error is a unique-index violation (PostgreSQL 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
