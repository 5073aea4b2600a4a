import { createReadStream } from "node:fs";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { VideoStore } from "../media/media.service";
import { type MediaSigner, contentTypeOf, fileInfo, parseRange, resolveMediaPath } from "./video-files";

export interface VideoFilesRoutesOptions {
  videosDir: string;
  /** With S3 configured: uploaded videos live there and are reached by a presigned URL. */
  store?: VideoStore;
  signer: MediaSigner;
}

const mediaQuery = z.object({
  expires: z.coerce.number().int().optional().catch(undefined),
  signature: z.string().max(200).optional().catch(undefined),
});

async function remoteUrl(store: VideoStore | undefined, source: string, log: FastifyBaseLogger): Promise<string | null> {
  if (!store) return null;
  try {
    return await store.remoteUrl(source);
  } catch (err) {
    log.error({ err, source }, "video store unreachable");
    throw new AppError("service_unavailable", "El video no está disponible en este momento. Inténtalo de nuevo en unos minutos.");
  }
}

function unsatisfiable(reply: FastifyReply, size: number) {
  return reply
    .status(416)
    .header("content-range", `bytes */${size}`)
    .type("application/json")
    .send({ errors: ["El rango solicitado no es válido para este archivo."], code: "range_not_satisfiable" });
}

/**
 * Self-hosted videos with HTTP range requests (seeking in a <video> asks for byte ranges):
 * 200 with the whole file, 206 with one range, 416 when the range starts past the end. A file
 * not on this instance's disk but in the S3 store (uploads, with S3 configured) is a redirect
 * to a short-lived presigned URL: the store streams it and answers the ranges itself.
 */
export default async function videoFilesRoutes(app: FastifyInstance, { videosDir, store, signer }: VideoFilesRoutesOptions) {
  // Not through the zod type provider's reply typing: the body is a file stream, not JSON.
  // GET and HEAD share the handler (Fastify's automatic HEAD would rewrite Content-Length).
  app.route<{ Params: { "*": string }; Querystring: z.infer<typeof mediaQuery> }>({
    method: ["GET", "HEAD"],
    url: "/api/media/videos/*",
    schema: {
      tags: ["media"],
      summary: "Archivo de video propio (URL firmada; admite solicitudes por rangos; con almacenamiento S3, redirige a una URL prefirmada)",
      querystring: mediaQuery,
      response: { 403: errorResponse, 404: errorResponse, 416: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => {
      const relative = (request.params["*"] ?? "").replace(/\/+$/, "");
      const { expires, signature } = request.query;
      if (expires === undefined || !signature || !signer.verify(relative, expires, signature)) {
        throw forbidden("El enlace del video no es válido o ha expirado. Recarga la página.");
      }
      const full = resolveMediaPath(videosDir, relative);
      if (!full) throw notFound("El archivo no existe.");
      const info = await fileInfo(full);
      if (!info) {
        const remote = await remoteUrl(store, relative, request.log);
        if (!remote) throw notFound("El archivo no existe.");
        // Not cached: each visit gets a URL of its own, valid for a while only.
        return reply.status(302).header("location", remote).header("cache-control", "private, no-store").send();
      }

      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtime.getTime() / 1000).toString(16)}"`;
      reply
        .header("accept-ranges", "bytes")
        .header("content-type", contentTypeOf(full))
        .header("etag", etag)
        .header("last-modified", info.mtime.toUTCString())
        .header("cache-control", "private, max-age=3600");

      // A stale If-Range (the file changed since the client cached part of it) gets the whole file.
      const ifRange = request.headers["if-range"];
      const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
      const range = parseRange(rangeHeader, info.size);
      if (range.kind === "unsatisfiable") return unsatisfiable(reply, info.size);

      const head = request.method === "HEAD";
      if (range.kind === "full") {
        reply.status(200).header("content-length", info.size);
        // No payload on HEAD keeps the Content-Length set above (Fastify would write 0 for "").
        return head || info.size === 0 ? reply.send() : reply.send(createReadStream(full));
      }
      reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
        .header("content-length", range.end - range.start + 1);
      return head ? reply.send() : reply.send(createReadStream(full, { start: range.start, end: range.end }));
    },
  });
}
