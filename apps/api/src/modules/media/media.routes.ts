import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import { notFound } from "../../lib/errors";
import type { MediaService } from "./media.service";

/** Serves what the media layer stored on local disk (uploads get UUID names, so they never change). */
export default async function mediaRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/media/uploads/*",
    {
      schema: {
        tags: ["media"],
        summary: "Un archivo subido (imagen de portada del blog…)",
        params: z.object({ "*": z.string() }),
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const file = await media.openUpload(request.params["*"]);
      if (!file) throw notFound("El archivo no existe.");
      // The body is the file itself (a stream), outside the JSON response schemas.
      const raw: FastifyReply = reply;
      return raw
        .type(file.contentType)
        .header("content-length", file.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.stream);
    },
  );
}
