import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import errors from "./errors";

describe("the error handler", () => {
  it("answers an unexpected failure with a generic 500 and logs it with the request id", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: "error", stream: { write: (line: string) => void lines.push(line) } },
      requestIdHeader: "x-request-id",
    });
    await app.register(errors);
    app.get("/boom", async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const response = await app.inject({ method: "GET", url: "/boom", headers: { "x-request-id": "req-500" } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: ["Algo ha ocurrido mal, si esto persiste contacte a soporte."],
      code: "server_error",
    });
    expect(response.body).not.toContain("secret_table");
    const logged = lines.join("");
    expect(logged).toContain("req-500");
    expect(logged).toContain("secret_table");
    await app.close();
  });
});
