import { isApiError } from "@/lib/api-error";

/** What the `errors` state area shows as a toast (spec §3, §8). */
export interface AppError {
  title: string;
  message: string;
  id: string;
  /** "Other" statuses pass the response body through, so its fields may ride along. */
  [field: string]: unknown;
}

/** An error item before the `errors` state area gives it its sequential id. */
export interface NewErrorItem {
  statusCode: number;
  error: AppError;
}

export const CONNECTION_ERROR_ID = "NETWORK_ERROR_CONNECTION";
export const UNEXPECTED_ERROR_ID = "UNEXPECTED_ERROR";

function messagesOf(body: unknown): string[] {
  if (body === null || typeof body !== "object") return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((message): message is string => typeof message === "string" && message.trim() !== "");
}

/** One item per message in the body's `errors`; a generic message when the body has none. */
function perMessage(statusCode: number, title: string, id: string, body: unknown, fallback: string): NewErrorItem[] {
  const messages = messagesOf(body);
  return (messages.length > 0 ? messages : [fallback]).map((message) => ({
    statusCode,
    error: { title, message, id },
  }));
}

function passThrough(statusCode: number, body: unknown): NewErrorItem {
  const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const title = typeof fields.title === "string" ? fields.title : "Error";
  // The API's shape is {errors: [...], code}: make sure its Spanish text is what the toast says.
  const messages = messagesOf(body);
  const message =
    typeof fields.message === "string"
      ? fields.message
      : messages.length > 0
        ? messages.join(" ")
        : typeof body === "string" && body.trim() !== "" && body.length < 300
          ? body
          : "Algo ha ocurrido mal, inténtalo de nuevo.";
  return { statusCode, error: { ...fields, title, message, id: "NETWORK_ERROR_000" } };
}

/**
 * Spec §8, as a pure function: an HTTP status (undefined = no response) and the response
 * body become the error items to queue. 401s are only reported in the browser: during
 * server rendering nobody would see them.
 */
export function toErrorItems(
  status: number | undefined,
  body: unknown,
  options: { isBrowser?: boolean } = {},
): NewErrorItem[] {
  const isBrowser = options.isBrowser ?? typeof window !== "undefined";
  if (status === undefined) {
    return [
      {
        statusCode: 500,
        // The title is the spec's, letter for letter; the message speaks as the product does
        // (accents, tú — issue 35.13, decision 026).
        error: {
          title: "Error de conexion",
          message: "Verifica tu conexión e inténtalo de nuevo.",
          id: CONNECTION_ERROR_ID,
        },
      },
    ];
  }
  switch (status) {
    case 400:
      return perMessage(400, "Datos incorrectos", "NETWORK_ERROR_400", body, "Revisa los datos e inténtalo de nuevo.");
    case 401:
      if (!isBrowser) return [];
      return perMessage(401, "Error de autenticación", "NETWORK_ERROR_401", body, "Inicia sesión de nuevo.");
    case 403:
      return perMessage(403, "Error de autorización", "NETWORK_ERROR_403", body, "No tienes permiso para hacer esto.");
    case 404:
      return [{ statusCode: 404, error: { title: "No encontrado", message: "No se encontró lo que buscaba.", id: "NETWORK_ERROR_404" } }];
    case 500:
      return [
        {
          statusCode: 500,
          error: {
            title: "Error del servidor",
            message: "Algo ha ocurrido mal, si esto persiste contacte a soporte.",
            id: "NETWORK_ERROR_500",
          },
        },
      ];
    default:
      return [passThrough(status, body)];
  }
}

/** Any thrown value as error items: API failures by the table, anything else as unexpected. */
export function errorItemsFrom(error: unknown, options?: { isBrowser?: boolean }): NewErrorItem[] {
  if (isApiError(error)) return toErrorItems(error.status, error.body, options);
  return [
    {
      statusCode: 0,
      error: { title: "Error inesperado", message: "Ocurrio un error inesperado", id: UNEXPECTED_ERROR_ID },
    },
  ];
}
