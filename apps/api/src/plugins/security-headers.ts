import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, inflateSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../config/env";
import { WEB_DIR } from "../config/paths";
import { acceptsEncoding } from "../lib/accept-encoding";
import {
  COMMON_HEADERS,
  HSTS,
  RESOURCE_POLICY,
  SCRIPT_FILE_POLICY,
  MERCADOPAGO_CHECKOUT_ORIGINS,
  STRIPE_CHECKOUT_ORIGIN,
  WOMPI_CHECKOUT_ORIGIN,
  apiReferencePolicy,
  pagePolicy,
  type PolicySettings,
} from "./content-security-policy";
import { hashInlineScripts, isFrameworkScript, loadReactRuntimeDefinitions } from "./inline-scripts";

const CSP = "content-security-policy";
const COMMON_HEADER_ENTRIES = Object.entries(COMMON_HEADERS);
const API_REFERENCE_PREFIX = "/api/docs";

/** What the web pages may load, from the same settings the web app reads (one process, one environment). */
export function policySettings(env: Env, dev: boolean): PolicySettings {
  const devProvider = env.NEXT_PUBLIC_DEV_IDENTITY_PROVIDER === "true" || env.NEXT_PUBLIC_DEV_IDENTITY_PROVIDER === "1";
  return {
    dev,
    analytics: Boolean(env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
    // The web app offers the development provider instead of Firebase when both are set.
    firebaseAuthDomain: !devProvider && env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ? env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN : null,
    // Checkouts are full-page redirects (no provider script runs on our pages): only form-action needs them.
    checkoutOrigins: [
      ...(env.STRIPE_SECRET_KEY ? [STRIPE_CHECKOUT_ORIGIN] : []),
      ...(env.MERCADOPAGO_ACCESS_TOKEN ? (env.MERCADOPAGO_API_URL ? [new URL(env.MERCADOPAGO_API_URL).origin] : MERCADOPAGO_CHECKOUT_ORIGINS) : []),
      ...(env.WOMPI_PUBLIC_KEY ? [env.WOMPI_CHECKOUT_URL ? new URL(env.WOMPI_CHECKOUT_URL).origin : WOMPI_CHECKOUT_ORIGIN] : []),
    ],
    mediaOrigins: videoStoreOrigin(env),
  };
}

/**
 * Uploaded videos play from the S3 store by presigned URL (the signed video route redirects
 * there), so the pages' media-src names the address browsers reach it at.
 */
function videoStoreOrigin(env: Env): string[] {
  if (!env.S3_BUCKET) return [];
  const endpoint = env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT;
  // AWS itself: the SDK's virtual-hosted, regional address.
  return [endpoint ? new URL(endpoint).origin : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Applies the security headers to a response Next.js writes (see web.ts). */
    secureWebResponse(request: FastifyRequest, res: ServerResponse): void;
    /**
     * The security headers an API answer gets from the onSend hook below, for an answer written
     * before Fastify (decision 066); undefined when only Fastify can tell the protocol (behind a
     * trusted proxy without an https PUBLIC_URL).
     */
    apiAnswerHeaders(req: IncomingMessage): Readonly<Record<string, string>> | undefined;
  }
}

export interface SecurityHeadersOptions {
  env: Env;
  dev?: boolean;
}

/**
 * A held document's Brotli: quality 5 makes a 70 KB academy page ~12 KB in about 1 ms (gzip as
 * Next streams it: ~15 KB), so the page, with its headers, fits the first 14.6 KB a new TCP
 * connection may send before waiting for an acknowledgement.
 */
const DOCUMENT_BROTLI = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
};

/** At most this many documents' script hashes are remembered (keyed by their ETag). */
const HASH_CACHE_SIZE = 500;

function headerValue(value: OutgoingHttpHeader | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}

function decodeBody(body: Buffer, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case "":
    case "identity":
      return body.toString("utf8");
    case "gzip":
      return gunzipSync(body).toString("utf8");
    case "br":
      return brotliDecompressSync(body).toString("utf8");
    case "deflate":
      return inflateSync(body).toString("utf8");
    default:
      throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/**
 * Security headers on every response, from one place (docs/decisions/014-security-headers.md):
 * the common headers and HSTS (over https), and a Content-Security-Policy chosen by what the
 * response is — a web page (hashes of its inline framework scripts), the API reference, or
 * anything else (nothing may load). A route that sets its own policy (the development sign-in
 * page, the sandbox checkout) keeps it.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, { env, dev = false }: SecurityHeadersOptions) {
    const settings = policySettings(env, dev);
    const publicHttps = env.PUBLIC_URL?.startsWith("https:") ?? false;
    // With TRUST_PROXY, Fastify's request.protocol reads X-Forwarded-Proto.
    const isHttps = (request: FastifyRequest) => publicHttps || request.protocol === "https";
    let reactRuntime: string[] | undefined;
    const frameworkScript = (text: string) => {
      reactRuntime ??= loadReactRuntimeDefinitions(WEB_DIR);
      return isFrameworkScript(text, reactRuntime);
    };
    const hashesByEtag = new Map<string, string[]>();
    const remember = (etag: string, hashes: string[]) => {
      if (hashesByEtag.size >= HASH_CACHE_SIZE) hashesByEtag.delete(hashesByEtag.keys().next().value!);
      hashesByEtag.set(etag, hashes);
    };

    const setCommon = (set: (name: string, value: string) => void, request: FastifyRequest) => {
      for (const [name, value] of COMMON_HEADER_ENTRIES) set(name, value);
      if (isHttps(request)) set("strict-transport-security", HSTS);
    };

    // Responses Fastify sends: the API (JSON, files), its errors and 404s, the reference UI.
    // Synchronous: `done`, not a promise per response (docs/decisions/011, amendment of 2026-11-27).
    app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      setCommon((name, value) => {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }, request);
      if (!reply.hasHeader(CSP)) {
        const type = String(reply.getHeader("content-type") ?? "");
        if (request.url.startsWith(API_REFERENCE_PREFIX) && type.startsWith("text/html") && typeof payload === "string") {
          // Scalar's page is fixed HTML of its own (no user content): its start-up script is trusted.
          reply.header(CSP, apiReferencePolicy(hashInlineScripts(payload, () => true).hashes));
        } else {
          reply.header(CSP, RESOURCE_POLICY);
        }
      }
      done(null, payload);
    });

    const apiHeaders = { ...COMMON_HEADERS, [CSP]: RESOURCE_POLICY } as Readonly<Record<string, string>>;
    const apiHeadersHttps = { ...apiHeaders, "strict-transport-security": HSTS } as Readonly<Record<string, string>>;
    app.decorate("apiAnswerHeaders", (req: IncomingMessage) => {
      if (publicHttps) return apiHeadersHttps;
      if (env.TRUST_PROXY) return undefined;
      return (req.socket as TLSSocket).encrypted ? apiHeadersHttps : apiHeaders;
    });

    app.decorate("secureWebResponse", function secureWebResponse(request: FastifyRequest, res: ServerResponse) {
      setCommon((name, value) => res.setHeader(name, value), request);
      const https = isHttps(request);
      const head = request.method === "HEAD";
      const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
      let mode: "undecided" | "pass" | "buffer" = "undecided";
      let heldHead: Parameters<ServerResponse["writeHead"]> | null = null;
      const chunks: Buffer[] = [];

      // The wrappers stay in place once decided (Next's compression wraps them in turn, so
      // putting the originals back would unhook it); a passed response goes straight through.
      const lookup = (name: string, headers: OutgoingHttpHeaders | undefined) => {
        const fromArgument = headers && Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
        return headerValue(fromArgument ?? res.getHeader(name));
      };

      /** Chooses, when the status and headers are known, whether this response needs its body hashed. */
      const decide = (status: number, headers: OutgoingHttpHeaders | undefined) => {
        if (mode !== "undecided") return;
        const type = lookup("content-type", headers) ?? "";
        if (status === 304) {
          // A 304's headers update the stored response: any policy here would replace the
          // page's own (with its hashes), so none is sent.
          mode = "pass";
        } else if (!type.startsWith("text/html")) {
          if (!res.hasHeader(CSP) && !lookup(CSP, headers)) res.setHeader(CSP, /javascript/.test(type) ? SCRIPT_FILE_POLICY : RESOURCE_POLICY);
          mode = "pass";
        } else if (settings.dev) {
          // next dev: inline scripts allowed (see PolicySettings.dev), the page streams as it renders.
          res.setHeader(CSP, pagePolicy(settings, [], https));
          mode = "pass";
        } else if (status === 204 || head) {
          // No body to hash: the policy without hashes (nothing inline may run).
          res.setHeader(CSP, pagePolicy(settings, [], https));
          mode = "pass";
        } else {
          const etag = lookup("etag", headers);
          const known = etag ? hashesByEtag.get(etag) : undefined;
          if (known) {
            // The same document as before (Next's cache): no need to hold and read it again.
            res.setHeader(CSP, pagePolicy(settings, known, https));
            mode = "pass";
          } else {
            mode = "buffer";
          }
        }
      };

      const finish = (callback?: () => void) => {
        const body = Buffer.concat(chunks);
        // Read now, not when the head was first written: compression sets its header late (after a flush).
        const heldHeaders = heldHead?.find((arg): arg is OutgoingHttpHeaders => typeof arg === "object" && !Array.isArray(arg));
        const etag = lookup("etag", heldHeaders);
        const encoding = lookup("content-encoding", heldHeaders);
        /** Sets a header of the final head, where it is: in the head held from writeHead, or on the response. */
        const setFinal = (name: string, value: string | number) => {
          const held = heldHeaders && Object.keys(heldHeaders).find((key) => key.toLowerCase() === name);
          if (heldHeaders && held) heldHeaders[held] = value;
          else res.setHeader(name, value);
        };
        let hashes: string[] = [];
        let sent = body;
        try {
          const html = decodeBody(body, encoding);
          const scripts = hashInlineScripts(html, frameworkScript);
          hashes = scripts.hashes;
          if (scripts.refused > 0) request.log.warn({ url: request.url, refused: scripts.refused }, "page has inline scripts that are not the framework's");
          if (etag) remember(etag, hashes);
          // The whole document is here anyway: in Brotli, when the client takes it, rather than
          // Next's streamed gzip (decision 068). Only over gzip, whose Vary already names the encoding.
          if (encoding?.trim().toLowerCase() === "gzip" && acceptsEncoding(request.headers["accept-encoding"], "br")) {
            sent = brotliCompressSync(html, DOCUMENT_BROTLI);
            setFinal("content-encoding", "br");
            if (res.hasHeader("content-length") || lookup("content-length", heldHeaders) !== undefined) setFinal("content-length", sent.length);
          }
        } catch (error) {
          // Fail closed: the page is sent with a policy that allows none of its inline scripts.
          request.log.error({ err: error, url: request.url }, "could not hash the page's inline scripts");
        }
        mode = "pass";
        res.setHeader(CSP, pagePolicy(settings, hashes, https));
        // The held bytes are final (already compressed): write them below any wrapper.
        if (heldHead) original.writeHead.apply(res, heldHead);
        (original.end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(res, sent, callback);
      };

      res.writeHead = function writeHead(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
        const [status, second, third] = args as unknown as [number, unknown, unknown];
        const headers = (typeof second === "object" && !Array.isArray(second) ? second : third) as OutgoingHttpHeaders | undefined;
        decide(status, headers);
        if (mode === "pass") return original.writeHead.apply(this, args);
        // Buffering: the first explicit head is kept (implicit ones repeat it with fewer details).
        heldHead ??= args;
        return this;
      } as ServerResponse["writeHead"];

      res.flushHeaders = function flushHeaders(this: ServerResponse) {
        decide(this.statusCode, undefined);
        if (mode === "pass") original.flushHeaders.call(this);
      };

      res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        decide(this.statusCode, undefined);
        if (mode === "pass") return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
        chunks.push(toBuffer(chunk, rest[0]));
        const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
        if (callback) process.nextTick(callback);
        return true;
      } as ServerResponse["write"];

      res.end = function end(this: ServerResponse, ...args: unknown[]) {
        decide(this.statusCode, undefined);
        if (mode === "pass") return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args);
        const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
        const chunk = typeof args[0] === "function" ? undefined : args[0];
        if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, args[1]));
        finish(callback);
        return this;
      } as ServerResponse["end"];
    });
  },
  { name: "security-headers" },
);
