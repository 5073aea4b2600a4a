import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The reference UI (Scalar) carries its whole 5 MB browser bundle in its module: loading it at
 * start-up costs ~25 MB of memory for a page few people open. It is loaded on the first visit
 * of /api/docs/, into a small Fastify instance of its own that this server forwards to.
 */
function lazyReferenceUi() {
  let ui: Promise<FastifyInstance> | undefined;
  const load = async () => {
    const { default: scalar } = await import("@scalar/fastify-api-reference");
    const inner = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await inner.register(scalar, { routePrefix: "/api/docs", configuration: { url: "/api/openapi.json", withDefaultFonts: false } });
    await inner.ready();
    return inner;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    ui ??= load().catch((err: unknown) => {
      ui = undefined;
      throw err;
    });
    const response = await (await ui).inject({ method: "GET", url: request.url, headers: { accept: request.headers.accept ?? "*/*" } });
    const headers = { ...response.headers };
    delete headers["content-length"];
    delete headers["transfer-encoding"];
    delete headers.connection;
    // Text as a string: the security headers hash the page's inline start-up script (decision 014).
    const text = String(headers["content-type"] ?? "").startsWith("text/");
    return reply.code(response.statusCode).headers(headers).send(text ? response.payload : response.rawPayload);
  };
}

/** OpenAPI generated from the route schemas; reference UI at /api/docs/ (no external URLs). */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "FZ Academia API",
        description: "API de la academia de música FZ Academia. Todas las respuestas usan snake_case.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  const referenceUi = lazyReferenceUi();
  app.get("/api/docs", { schema: { hide: true } }, referenceUi);
  app.get("/api/docs/*", { schema: { hide: true } }, referenceUi);
}, { name: "openapi" });
