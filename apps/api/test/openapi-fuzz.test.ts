import fc from "fast-check";
import { sql } from "drizzle-orm";
import { registrationLogs } from "@fz/db/schema";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuiz } from "./academy-factory";
import { createShop } from "./commerce-factory";
import { encodeHostile, hostileValue, type JsonSchema, nastyString, objectOf, rawFragment, resolver, validish } from "./fuzz-arbitraries";
import { build, createUser, login, type TestContext } from "./helper";

/**
 * Property-based fuzzing of every route in the OpenAPI document (plus the hidden ones of the
 * route table) as a visitor, a student and an admin: generated hostile paths, queries and
 * bodies must never produce a 5xx, every refusal must be `{ errors: string[], code }` JSON,
 * and a refusal must leave every table as it was. Bounded for CI; run longer locally with
 * FUZZ_RUNS=200 (and FUZZ_SEED=<n> to replay or vary a run).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
// Fuzzed requests come from their own address so their rate-limit buckets never block the helper's sign-ins.
const FUZZ_ADDRESS = "203.0.113.7";

type Role = "anonymous" | "student" | "admin";

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  /** Fastify's pattern (`/api/levels/:id/`), with `*` for a wildcard. */
  url: string;
  pathParams: string[];
  query: Parameter[];
  body?: JsonSchema;
  /** Content types the route declares for its body (JSON when none is declared). */
  bodyTypes: string[];
  /** Statuses the route documents as a page (the sandbox checkout's HTML 404): no shape check, the rest holds. */
  pageStatuses: Set<number>;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const CONTENT_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1", "foo", "application/xml"];
const GARBAGE_BODIES = ["{", "[1,2", '{"a":1}garbage', "null", "0", '"text"', "\u0000", "a=1&b=%00", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n\u0000\r\n--x--"];

let ctx: TestContext;
let operations: Operation[] = [];
let resolve: ReturnType<typeof resolver>;
let checksumSql = "";
let pathPool: string[] = [];
const tokens: Partial<Record<Role, string>> = {};

/** Every table's row count and an order-independent hash of its rows, in one query (~50 ms on PGlite). */
async function checksum(): Promise<string> {
  const result = (await ctx.db.execute(sql.raw(checksumSql))) as unknown as { rows: { sum: string }[] };
  return result.rows[0]!.sum;
}

/**
 * The next transaction id: it moves only when a transaction that wrote (or tried to) ran, so
 * the full checksum is taken only then (~2 ms instead of ~50 ms per request).
 */
async function writeMark(): Promise<string> {
  const result = (await ctx.db.execute(sql.raw("SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark"))) as unknown as {
    rows: { mark: string }[];
  };
  return result.rows[0]!.mark;
}

/** The database as last seen: the write mark and the checksum of every table at that mark. */
let seen = { mark: "", sum: "" };

async function refreshSeen() {
  seen = { mark: await writeMark(), sum: await checksum() };
}

async function signIn(role: "student" | "admin") {
  const user = await createUser(ctx, { role });
  tokens[role] = (await login(ctx, user)).access;
}

function operationsFrom(doc: OpenApiDocument): Operation[] {
  const documented = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const url = path.replace(/\{([^}]+)\}/g, ":$1");
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      documented.set(`${method.toUpperCase()} ${url}`, {
        method: method.toUpperCase(),
        url,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters.filter((p) => p.in === "query"),
        body: content["application/json"]?.schema,
        bodyTypes: Object.keys(content).length ? Object.keys(content) : ["application/json"],
        pageStatuses: new Set(
          Object.entries(operation.responses ?? {})
            // Documented as a page: a non-JSON content type, or a bare string (an HTML page's zod schema).
            .filter(([, response]) =>
              Object.entries(response.content ?? {}).some(([type, media]) => !type.includes("json") || (media as { schema?: JsonSchema }).schema?.type === "string"),
            )
            .map(([status]) => Number(status)),
        ),
      });
    }
  }
  // Hidden routes (no schema in the document) are fuzzed too, with generic garbage.
  for (const route of ctx.app.routeTable) {
    if (route.method === "HEAD" || documented.has(`${route.method} ${route.url}`)) continue;
    documented.set(`${route.method} ${route.url}`, {
      method: route.method,
      url: route.url,
      pathParams: [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!),
      query: [],
      bodyTypes: ["application/json"],
      pageStatuses: new Set(),
    });
  }
  return [...documented.values()].filter((op) => op.method !== "HEAD");
}

function stringify(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

const pathValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pathPool).map(encodeURIComponent) },
    { weight: 3, arbitrary: nastyString.map(encodeHostile) },
    { weight: 2, arbitrary: rawFragment },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.constant("9".repeat(120)) },
  );

function requestFor(op: Operation, role: Role): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map(() => pathValue()), pathValue());
  const queryPairs = fc.array(
    fc.oneof(
      ...op.query.map((p) =>
        fc.tuple(
          fc.constant(p.name),
          fc.oneof(validish(p.schema, resolve).map((v) => encodeHostile(stringify(v))), nastyString.map(encodeHostile), rawFragment),
        ),
      ),
      fc.tuple(fc.constantFrom("page", "page_size", "search", "x", "a[b]", "__proto__"), fc.oneof(nastyString.map(encodeHostile), rawFragment)),
    ),
    { maxLength: Math.max(3, op.query.length + 1) },
  );
  const jsonBody = op.body ? objectOf(resolve(op.body) ?? {}, resolve, 0, true) : hostileValue;
  const body = BODY_METHODS.has(op.method)
    ? fc.oneof(
        { weight: 8, arbitrary: jsonBody.map((v) => ({ type: op.bodyTypes[0]!.includes("json") ? "application/json" : op.bodyTypes[0]!, payload: JSON.stringify(v) ?? "null" })) },
        { weight: 2, arbitrary: fc.record({ type: fc.constantFrom(...CONTENT_TYPES, "application/json"), payload: fc.constantFrom(...GARBAGE_BODIES) }) },
        { weight: 1, arbitrary: fc.constant({ type: "application/json", payload: JSON.stringify({ huge: "x".repeat(1_100_000) }) }) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  return fc.tuple(params, queryPairs, body).map(([values, pairs, sent]) => {
    let index = 0;
    const path = op.url.replace(/:([A-Za-z_]+)|\*/g, () => values[index++]!);
    const query = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join("&");
    const headers: Record<string, string> = {};
    const token = role === "anonymous" ? undefined : tokens[role];
    if (token) headers.authorization = `Bearer ${token}`;
    if (sent) headers["content-type"] = sent.type;
    return { method: op.method, url: query ? `${path}?${query}` : path, headers, payload: sent?.payload };
  });
}

function describeResponse(request: FuzzRequest, response: LightMyRequestResponse): string {
  return `${request.method} ${request.url.slice(0, 200)} (${request.headers["content-type"] ?? "no body"}: ${(request.payload ?? "").slice(0, 200)}) -> ${response.statusCode} ${response.body.slice(0, 300)}`;
}

/** The invariants of one exchange; throws with the exchange described. */
async function check(op: Operation, request: FuzzRequest): Promise<void> {
  const response = await ctx.app.inject({ ...request, remoteAddress: FUZZ_ADDRESS } as InjectOptions);
  const status = response.statusCode;
  const mark = await writeMark();
  const before = seen.sum;
  if (mark !== seen.mark) await refreshSeen();
  // A deliberate 503 (a feature this server has not configured, such as social sign-in) is a
  // refusal the spec defines, not a fault: it must still be in the shape and write nothing.
  const deliberate = status === 503 && String(response.headers["content-type"]).startsWith("application/json") && (response.json() as { code?: unknown }).code === "service_unavailable";
  if (status >= 500 && !deliberate) throw new Error(`5xx: ${describeResponse(request, response)}`);
  if (status < 400) return;
  if (op.pageStatuses.has(status)) {
    if (seen.sum !== before) throw new Error(`a refusal wrote to the database: ${describeResponse(request, response)}`);
    return;
  }
  if (!String(response.headers["content-type"] ?? "").startsWith("application/json")) {
    throw new Error(`refusal not JSON: ${describeResponse(request, response)}`);
  }
  const body = response.json() as { errors?: unknown; code?: unknown; fields?: unknown };
  // `fields` (decision 026) names the request field a message is about, so a form shows it there:
  // optional, and each of its messages is one of `errors`.
  const fields = body.fields;
  const fieldsShaped =
    fields === undefined ||
    (typeof fields === "object" &&
      fields !== null &&
      !Array.isArray(fields) &&
      Object.values(fields).length > 0 &&
      Object.values(fields).every((m) => typeof m === "string" && (body.errors as unknown[]).includes(m)));
  const shaped =
    Array.isArray(body.errors) &&
    body.errors.length > 0 &&
    body.errors.every((e) => typeof e === "string" && e.length > 0) &&
    typeof body.code === "string" &&
    fieldsShaped &&
    Object.keys(body).length === (fields === undefined ? 2 : 3);
  if (!shaped) throw new Error(`refusal not in the error shape: ${describeResponse(request, response)}`);
  if (seen.sum !== before) throw new Error(`a refusal wrote to the database: ${describeResponse(request, response)}`);
}

beforeAll(async () => {
  ctx = await build();
  // A serving instance: readiness answers 200 (its documented 503 means "starting or draining").
  ctx.app.lifecycle.state = "ready";
  const shop = await createShop(ctx);
  const exercise = await createQuiz(ctx, shop.levels[0]!.id, [{ options: [true, false, false] }]);
  await Promise.all([signIn("student"), signIn("admin")]);
  const doc = ctx.app.swagger() as unknown as OpenApiDocument;
  resolve = resolver(doc.components?.schemas);
  operations = operationsFrom(doc);
  pathPool = [
    String(shop.course.id),
    shop.course.slug,
    ...shop.levels.flatMap((l) => [String(l.id), l.slug]),
    String(shop.video.id),
    shop.video.slug,
    String(exercise.exercise.id),
    exercise.questions[0]!.question.id.toString(),
    "1",
    "999999",
  ];
  const tables = (await ctx.db.execute(sql.raw("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"))) as unknown as {
    rows: { tablename: string }[];
  };
  checksumSql = `SELECT concat_ws('|', ${tables.rows
    .map(({ tablename }) => `(SELECT count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) FROM "${tablename}" t)`)
    .join(", ")}) AS sum`;
  await refreshSeen();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe("fuzzing every route of the OpenAPI document", () => {
  it("covers the documented and the hidden routes", () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((op) => op.url === "/api/blog/public/posts/")).toBe(true);
  });

  it("sees a write: the mark moves and the checksum changes (the instrument can fail)", async () => {
    const before = { mark: await writeMark(), sum: await checksum() };
    await ctx.db.insert(registrationLogs).values({ provider: "google.com", userEmail: "sonda@example.com", isFailed: true, failedError: "sonda" });
    expect(await writeMark()).not.toBe(before.mark);
    expect(await checksum()).not.toBe(before.sum);
    await refreshSeen();
  });

  it("refuses NUL with a 400 in every path parameter, query parameter and JSON body field of every route", async () => {
    const failures: string[] = [];
    let probe = 0;
    for (const op of operations) {
      const fill = (url: string, nulAt?: number) => {
        let index = 0;
        return url.replace(/:([A-Za-z_]+)|\*/g, () => (index++ === nulAt ? "a%00b" : encodeURIComponent(pathPool[0]!)));
      };
      const requests: FuzzRequest[] = [
        ...op.pathParams.map((_, at) => ({ method: op.method, url: fill(op.url, at), headers: {} })),
        ...op.query.map((q) => ({ method: op.method, url: `${fill(op.url)}?${encodeURIComponent(q.name)}=a%00b`, headers: {} })),
      ];
      // Webhook bodies are raw bytes checked by signature before anything is parsed or stored.
      if (BODY_METHODS.has(op.method) && op.bodyTypes.includes("application/json") && !op.url.includes("/webhooks/")) {
        for (const key of Object.keys(resolve(op.body)?.properties ?? { text: {} })) {
          requests.push({ method: op.method, url: fill(op.url), headers: { "content-type": "application/json" }, payload: JSON.stringify({ [key]: "a\u0000b" }) });
        }
      }
      for (const request of requests) {
        probe += 1;
        // As an admin (admin routes check the session before anything else) and each probe from
        // its own address, so no rate limit answers first.
        const headers = { ...request.headers, authorization: `Bearer ${tokens.admin}` };
        const response = await ctx.app.inject({ ...request, headers, remoteAddress: `10.1.${probe >> 8}.${probe & 255}` } as InjectOptions);
        // A route that declares no JSON body (raw uploads) may refuse the content type first.
        const typeRefused = !op.body && request.payload !== undefined && response.statusCode === 415;
        if (!typeRefused && (response.statusCode !== 400 || (response.json() as { code?: string }).code !== "validation_error")) {
          failures.push(describeResponse(request, response));
        }
      }
    }
    expect(probe).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 300_000);

  for (const role of ["anonymous", "student", "admin"] as const) {
    it(
      `never answers 5xx, always the error shape, and writes nothing on refusal (${role})`,
      async () => {
        const failures: string[] = [];
        for (const [index, op] of operations.entries()) {
          const outcome = await fc.check(
            fc.asyncProperty(requestFor(op, role), async (request) => {
              await check(op, request);
            }),
            { numRuns: RUNS, seed: SEED + index, endOnFailure: !process.env.FUZZ_SHRINK },
          );
          if (outcome.failed) failures.push(`${op.method} ${op.url}: ${String(outcome.errorInstance ?? "").split("\n")[0]}`);
          if (role !== "anonymous") {
            const probe = await ctx.app.inject({ method: "GET", url: "/api/users/whoami/", headers: { authorization: `Bearer ${tokens[role]}` } });
            // A session the fuzz ended (a deactivated student, say) is replaced for the next route.
            if (probe.statusCode !== 200) {
              await signIn(role);
              await refreshSeen();
            }
          }
        }
        expect(failures).toEqual([]);
      },
      600_000,
    );
  }
});
