import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { CONNECTION_ERROR_ID, errorItemsFrom, toErrorItems } from "@/lib/http-errors";

const body = (...errors: string[]) => ({ errors, code: "x" });
const browser = { isBrowser: true };
const server = { isBrowser: false };

describe("error handler (spec §8)", () => {
  it("400: 'Datos incorrectos', one item per message", () => {
    expect(toErrorItems(400, body("El nombre es obligatorio", "El correo no es válido"), browser)).toEqual([
      { statusCode: 400, error: { title: "Datos incorrectos", message: "El nombre es obligatorio", id: "NETWORK_ERROR_400" } },
      { statusCode: 400, error: { title: "Datos incorrectos", message: "El correo no es válido", id: "NETWORK_ERROR_400" } },
    ]);
  });

  it("401: 'Error de autenticación', one item per message, in the browser", () => {
    expect(toErrorItems(401, body("Credenciales incorrectas", "Otra"), browser)).toEqual([
      { statusCode: 401, error: { title: "Error de autenticación", message: "Credenciales incorrectas", id: "NETWORK_ERROR_401" } },
      { statusCode: 401, error: { title: "Error de autenticación", message: "Otra", id: "NETWORK_ERROR_401" } },
    ]);
  });

  it("401: nothing is queued on the server", () => {
    expect(toErrorItems(401, body("Credenciales incorrectas"), server)).toEqual([]);
  });

  it("401: the environment decides by default (happy-dom is a browser)", () => {
    expect(toErrorItems(401, body("x"))).toHaveLength(1);
  });

  it("403: 'Error de autorización', one item per message", () => {
    expect(toErrorItems(403, body("Solo administradores"), browser)).toEqual([
      { statusCode: 403, error: { title: "Error de autorización", message: "Solo administradores", id: "NETWORK_ERROR_403" } },
    ]);
    expect(toErrorItems(403, body("a", "b"), server)).toHaveLength(2);
  });

  it("404: fixed title and message", () => {
    expect(toErrorItems(404, body("whatever"), browser)).toEqual([
      { statusCode: 404, error: { title: "No encontrado", message: "No se encontró lo que buscaba.", id: "NETWORK_ERROR_404" } },
    ]);
  });

  it("500: fixed title and message", () => {
    expect(toErrorItems(500, body("stack trace?"), browser)).toEqual([
      {
        statusCode: 500,
        error: {
          title: "Error del servidor",
          message: "Algo ha ocurrido mal, si esto persiste contacte a soporte.",
          id: "NETWORK_ERROR_500",
        },
      },
    ]);
  });

  it("other statuses pass the body through with id NETWORK_ERROR_000", () => {
    const [item] = toErrorItems(418, { title: "Soy una tetera", message: "No hago café", extra: 1 }, browser);
    expect(item).toEqual({
      statusCode: 418,
      error: { title: "Soy una tetera", message: "No hago café", extra: 1, id: "NETWORK_ERROR_000" },
    });
  });

  it("429 (other): the body's Spanish message from `errors` is what the user reads", () => {
    const items = toErrorItems(429, { errors: ["Demasiados intentos. Espere un minuto."], code: "rate_limited" }, browser);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      statusCode: 429,
      error: {
        id: "NETWORK_ERROR_000",
        message: "Demasiados intentos. Espere un minuto.",
        code: "rate_limited",
        errors: ["Demasiados intentos. Espere un minuto."],
      },
    });
    expect(typeof items[0]?.error.title).toBe("string");
  });

  it("no response: status 500, 'Error de conexion'", () => {
    expect(toErrorItems(undefined, undefined, browser)).toEqual([
      {
        statusCode: 500,
        error: { title: "Error de conexion", message: "Verifica tu conexión e inténtalo de nuevo.", id: CONNECTION_ERROR_ID },
      },
    ]);
  });

  it("400/403 without messages still tell the user something", () => {
    expect(toErrorItems(400, "<html>", browser)).toHaveLength(1);
    expect(toErrorItems(403, undefined, browser)[0]?.error.message).not.toBe("");
  });

  it("maps thrown values: ApiError by the table, anything else as unexpected", () => {
    expect(errorItemsFrom(new ApiError(404, null), browser)[0]?.error.id).toBe("NETWORK_ERROR_404");
    expect(errorItemsFrom(new ApiError(undefined, undefined), browser)[0]?.error.title).toBe("Error de conexion");
    expect(errorItemsFrom(new TypeError("boom"), browser)[0]?.error.message).toBe("Ocurrio un error inesperado");
  });
});
