// `npm run bench:uploads`: students' takes (issue 38, decision 047) — the resumable upload's
// throughput and the teachers' queue at scale.
//
// 1. Uploads: a 200 MB take (BENCH_UPLOAD_MB) sent with tus-js-client (in requests of
//    TAKE_UPLOAD_CHUNK_BYTES, as the browser sends them; in a worker thread, as the browser is
//    another process) over loopback to the API — once staged on local disk (@tus/file-store),
//    once in the S3 test double (@tus/s3-store against s3rver) — and, in the same run, the same
//    bytes written directly: to a file in 5 MB writes, and to the double as one multipart upload
//    of 8 MiB parts (as plugins/s3.storage writes, without its deadlines). BENCH_ROUNDS rounds
//    (default 3), alternating which goes first; the figure is the median ratio direct seconds /
//    tus seconds (target ≥ 0.5: tus at least half as fast as writing the bytes straight to the
//    same place). The requests the double answered per MiB are counted for both S3 paths.
// 2. The queue: 100,000 submissions (BENCH_SUBMISSIONS) on PostgreSQL — about 9 % waiting or in
//    review, the rest answered — from 5,000 students over the six demo courses; the queue asked
//    BENCH_REQUESTS times (default 40, after 5 warm-ups) through the API (app.inject) as a
//    teacher of two courses, with each filter, and as an admin; p50/p95 per case (target p95 ≤ 25 ms),
//    beside the floor of the same run (whoami: one row by primary key).
//    Database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/fz_bench_uploads
//    (created when missing); its schema is dropped and rebuilt.
//
// Results: bench/results/uploads.json (scripts/bench-results.mjs), with the machine's facts.
// Exit 1 when a target is missed.
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { once } from "node:events";
import { eq } from "drizzle-orm";
import { CompleteMultipartUploadCommand, CreateMultipartUploadCommand, S3Client, UploadPartCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import type { UploadOptions } from "tus-js-client";
import { TAKE_UPLOAD_CHUNK_BYTES } from "@fz/contracts/teaching";
import { openDatabase } from "@fz/db/client";
import { seedReference } from "@fz/db/seed/reference";
import { seedCatalogue } from "@fz/db/seed/catalogue";
import { seedDemo } from "@fz/db/seed/demo";
import { courses, teacherCourses, users } from "@fz/db/schema";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";
import { hashPassword } from "../src/modules/auth/password";
import { startS3Double } from "../test/s3-double";
import { machineFacts, writeBenchResult } from "../../../scripts/bench-results.mjs";

const startedAt = new Date();
const startedFacts = machineFacts();
const MB = 1024 * 1024;
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const WARMUP = 5;
const TARGET_RATIO = 0.5;
const TARGET_P95_MS = 25;
const PART = 5 * MB;
const S3_PART = 8 * MB;
const JWT = "bench-uploads-secret-that-is-long-enough-0123456789";
const log = (line: string) => console.log(line);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

// ---- 1. uploads ---------------------------------------------------------------------------

/** The take: random bytes (nothing to compress or deduplicate on the way), shareable with the client's thread. */
function takeBytes(): Buffer {
  const bytes = Buffer.from(new SharedArrayBuffer(UPLOAD_MB * MB));
  const block = Buffer.alloc(MB);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  for (let at = 0; at < bytes.length; at += MB) block.copy(bytes, at, 0, Math.min(MB, bytes.length - at));
  return bytes;
}

/** An API instance on loopback (PGlite in memory), with a signed-in student. */
async function apiInstance(extraEnv: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fz-bench-uploads-"));
  const handle = await openDatabase({});
  await handle.migrate();
  await seedReference(handle.db);
  await handle.db.insert(users).values({ email: "toma@bench.example", firstName: "Toma", lastName: "Bench", role: "student", passwordHash: await hashPassword("Bench-Uploads-1") });
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...extraEnv });
  const app = await buildApp({ env, db: handle.db, jwtSecret: JWT });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const signedIn = await app.inject({ method: "POST", url: "/api/token/", payload: { email: "toma@bench.example", password: "Bench-Uploads-1" } });
  const token = (signedIn.json() as { access: string }).access;
  return {
    endpoint: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/submissions/uploads/`,
    token,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The student's browser: tus-js-client in a thread of its own (the browser is another process,
 * on another machine), sending the take's bytes shared with this thread, not copied.
 */
/** The browser's options (features/teaching/utils/tus-upload.ts): its request size; no retries here. */
const SENT_AS_THE_BROWSER: Pick<UploadOptions, "chunkSize" | "retryDelays"> = { chunkSize: TAKE_UPLOAD_CHUNK_BYTES, retryDelays: [] };
const TUS_CLIENT = createRequire(import.meta.url).resolve("tus-js-client");
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const { bytes, endpoint, token, options, client } = workerData;
const { Upload } = require(client);
const started = performance.now();
new Upload(Buffer.from(bytes), {
  endpoint,
  ...options,
  headers: { authorization: "Bearer " + token },
  metadata: { filename: "toma.webm", filetype: "video/webm" },
  onSuccess: () => parentPort.postMessage({ seconds: (performance.now() - started) / 1000 }),
  onError: (error) => parentPort.postMessage({ error: String(error) }),
}).start();
`;

/** Seconds to send the take with tus-js-client, in requests as large as the browser's. */
async function tusSeconds(bytes: SharedArrayBuffer, endpoint: string, token: string): Promise<number> {
  const client = new Worker(CLIENT, { eval: true, workerData: { bytes, endpoint, token, options: SENT_AS_THE_BROWSER, client: TUS_CLIENT } });
  try {
    const [answer] = (await once(client, "message")) as [{ seconds?: number; error?: string }];
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.seconds!;
  } finally {
    await client.terminate();
  }
}

async function fileSeconds(bytes: Buffer): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fz-bench-direct-"));
  try {
    const started = performance.now();
    const out = createWriteStream(path.join(dir, "toma"));
    for (let at = 0; at < bytes.length; at += PART) if (!out.write(bytes.subarray(at, at + PART))) await once(out, "drain");
    out.end();
    await once(out, "finish");
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same bytes straight into the double as one multipart upload of 8 MiB parts (the video
 * store's writer, plugins/s3.storage, without its deadlines: on a loaded machine the double,
 * in this process, may sit idle past them while it joins the parts; the tus store has none).
 */
async function s3Seconds(bytes: Buffer, env: Record<string, string>): Promise<number> {
  const client = new S3Client({
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
  });
  const Bucket = env.S3_BUCKET!;
  const Key = `videos/bench/${randomUUID()}.webm`;
  const started = performance.now();
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: "video/webm" }));
  const parts: { ETag: string; PartNumber: number }[] = [];
  for (let at = 0; at < bytes.length; at += S3_PART) {
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: bytes.subarray(at, at + S3_PART) }));
    parts.push({ ETag: ETag!, PartNumber });
  }
  await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
  client.destroy();
  return (performance.now() - started) / 1000;
}

async function uploads() {
  const bytes = takeBytes();
  const s3 = await startS3Double("fz-bench");
  const local = await apiInstance({});
  const remote = await apiInstance(s3.env);
  const rows: Record<"local" | "s3", { tus: number[]; direct: number[] }> = { local: { tus: [], direct: [] }, s3: { tus: [], direct: [] } };
  // What the double answered during each S3 step (the last round's: every round asks the same).
  const requests: Record<"tus" | "direct", Record<string, number>> = { tus: {}, direct: {} };
  const counting = (path: "tus" | "direct", step: () => Promise<number>) => async () => {
    s3.requests.clear();
    const seconds = await step();
    requests[path] = Object.fromEntries([...s3.requests].sort());
    return seconds;
  };
  const retried: string[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternated: odd rounds write directly first, even rounds send through tus first.
      const shared = bytes.buffer as SharedArrayBuffer;
      const steps: [() => Promise<number>, number[]][] = [
        [() => fileSeconds(bytes), rows.local.direct],
        [() => tusSeconds(shared, local.endpoint, local.token), rows.local.tus],
        [counting("direct", () => s3Seconds(bytes, s3.env)), rows.s3.direct],
        [counting("tus", () => tusSeconds(shared, remote.endpoint, remote.token)), rows.s3.tus],
      ];
      const order = round % 2 === 1 ? [0, 1, 2, 3] : [1, 0, 3, 2];
      for (const step of order) {
        // On a loaded machine the double (in this process) may leave a request idle past the S3
        // client's deadline (decision 024): that attempt is counted and run again, never dropped silently.
        for (let attempt = 1; ; attempt += 1) {
          try {
            steps[step]![1].push(await steps[step]![0]());
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
            retried.push(`round ${round}, step ${step}: ${error instanceof Error ? error.message : String(error)}`);
            log(`  retrying after: ${retried.at(-1)}`);
          }
        }
      }
      log(`round ${round}: local direct ${rows.local.direct.at(-1)!.toFixed(2)} s, tus ${rows.local.tus.at(-1)!.toFixed(2)} s; S3 direct ${rows.s3.direct.at(-1)!.toFixed(2)} s, tus ${rows.s3.tus.at(-1)!.toFixed(2)} s`);
    }
  } finally {
    await local.close();
    await remote.close();
    await s3.close();
  }
  return (["local", "s3"] as const).map((store) => {
    const ratios = rows[store].tus.map((tus, i) => rows[store].direct[i]! / tus);
    const ratio = median(ratios);
    const perMiB = (counts: Record<string, number>) => Number((Object.values(counts).reduce((a, b) => a + b, 0) / UPLOAD_MB).toFixed(3));
    return {
      store,
      megabytes: UPLOAD_MB,
      tus_request_bytes: TAKE_UPLOAD_CHUNK_BYTES,
      ...(store === "s3" ? { s3_requests_per_mib: { tus: perMiB(requests.tus), direct: perMiB(requests.direct) }, s3_requests: requests } : {}),
      tus_seconds: rows[store].tus.map((s) => Number(s.toFixed(3))),
      direct_seconds: rows[store].direct.map((s) => Number(s.toFixed(3))),
      tus_mb_per_s: Number((UPLOAD_MB / median(rows[store].tus)).toFixed(1)),
      direct_mb_per_s: Number((UPLOAD_MB / median(rows[store].direct)).toFixed(1)),
      ratio_median: Number(ratio.toFixed(3)),
      ratios: ratios.map((r) => Number(r.toFixed(3))),
      retried_attempts: retried,
      target_ratio: TARGET_RATIO,
      met: ratio >= TARGET_RATIO,
    };
  });
}

// ---- 2. the queue ---------------------------------------------------------------------------

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/fz_bench_uploads";

async function ensureDatabase() {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if ((await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function queue() {
  await ensureDatabase();
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  await raw.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  const handle = await openDatabase({ url, poolSize: 10 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fz-bench-queue-"));
  try {
    const seeding = Date.now();
    await handle.migrate();
    await seedReference(handle.db);
    await seedCatalogue(handle.db, { mediaDir: path.join(dataDir, "media") });
    await seedDemo(handle.db, { hashPassword });
    const [teacher] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "profesor@fzacademia.com"));
    const taught = await handle.db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(2);
    await handle.db.insert(teacherCourses).values(taught.map((c) => ({ teacherId: teacher!.id, courseId: c.id })));
    // 5,000 students, then the takes: each of a random topic, spread over a year, the oldest
    // answered; about 9 % open (7 % waiting, 2 % claimed by the teacher).
    await raw.query("SELECT setseed(0.38)");
    await raw.query(`
      INSERT INTO users (email, first_name, last_name, role, created_at, updated_at)
      SELECT 'toma' || g || '@bench.example', 'Estudiante', 'N' || g, 'student', now(), now() FROM generate_series(1, 5000) g`);
    await raw.query(`
      WITH topics AS (SELECT t.id AS theme_id, l.id AS level_id, l.course_id, row_number() OVER (ORDER BY t.id) AS n FROM themes t JOIN levels l ON l.id = t.level_id),
           students AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'toma%@bench.example'),
           picks AS (SELECT g, 1 + floor(random() * (SELECT count(*) FROM topics))::int AS topic, 1 + floor(random() * 5000)::int AS student, random() AS r FROM generate_series(1, ${SUBMISSIONS}) g)
      INSERT INTO submissions (student_id, theme_id, level_id, course_id, upload_id, media_source, media_type, media_kind, size_bytes, duration_seconds, status, teacher_id, claimed_at, verdict, reply, reviewed_at, created_at)
      SELECT s.id, t.theme_id, t.level_id, t.course_id, md5(p.g::text)::uuid::text, 'takes/' || md5(p.g::text)::uuid || '.webm', 'video/webm', 'audio', 400000, 30,
             CASE WHEN p.g > ${SUBMISSIONS} * 0.91 THEN (CASE WHEN p.r < 0.22 THEN 'in_review' ELSE 'submitted' END)::submission_status ELSE 'reviewed'::submission_status END,
             CASE WHEN p.g <= ${SUBMISSIONS} * 0.91 OR p.r < 0.22 THEN ${teacher!.id} END,
             CASE WHEN p.g <= ${SUBMISSIONS} * 0.91 OR p.r < 0.22 THEN now() - ((${SUBMISSIONS} - p.g) * interval '5 minutes') + interval '2 hours' END,
             CASE WHEN p.g <= ${SUBMISSIONS} * 0.91 THEN (CASE WHEN p.r < 0.7 THEN 'approved' ELSE 'retry' END)::submission_verdict END,
             CASE WHEN p.g <= ${SUBMISSIONS} * 0.91 THEN 'Buen trabajo: sigue así.' END,
             CASE WHEN p.g <= ${SUBMISSIONS} * 0.91 THEN now() - ((${SUBMISSIONS} - p.g) * interval '5 minutes') + interval '20 hours' END,
             now() - ((${SUBMISSIONS} - p.g) * interval '5 minutes')
      FROM picks p JOIN topics t ON t.n = p.topic JOIN students s ON s.n = p.student`);
    // A settled table, as autovacuum leaves it (the visibility map lets counts read the index alone).
    await raw.query("VACUUM ANALYZE");
    const counts = await raw.query("SELECT status, count(*)::int AS n FROM submissions GROUP BY status ORDER BY status");
    log(`\nSeeded ${SUBMISSIONS} submissions in ${((Date.now() - seeding) / 1000).toFixed(1)} s: ${counts.rows.map((r) => `${r.status} ${r.n}`).join(", ")}`);

    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: dataDir });
    const app = await buildApp({ env, db: handle.db, jwtSecret: JWT });
    await app.ready();
    const token = async (email: string, password: string) => ((await app.inject({ method: "POST", url: "/api/token/", payload: { email, password } })).json() as { access: string }).access;
    const asTeacher = await token("profesor@fzacademia.com", "Profesor2026!");
    const asAdmin = await token("admin@fzacademia.com", "AdminFZ2026!");
    const some = await raw.query(`SELECT course_id, level_id, student_id FROM submissions WHERE course_id = ${taught[0]!.id} AND status = 'submitted' LIMIT 1`);
    const { course_id: courseId, level_id: levelId, student_id: studentId } = some.rows[0];
    const cases: [string, string, string][] = [
      // The floor: one row by primary key, through the same sign-in and serialisation (bench:scale's too).
      ["floor: whoami", "/api/users/whoami/", asTeacher],
      ["teacher: waiting and in review, page 1", "/api/teacher/submissions/", asTeacher],
      ["teacher: page 20", "/api/teacher/submissions/?page=20", asTeacher],
      ["teacher: waiting only", "/api/teacher/submissions/?status=submitted", asTeacher],
      ["teacher: answered (history)", "/api/teacher/submissions/?status=reviewed", asTeacher],
      ["teacher: mine", "/api/teacher/submissions/?mine=true", asTeacher],
      ["teacher: by course", `/api/teacher/submissions/?course=${courseId}`, asTeacher],
      ["teacher: by level", `/api/teacher/submissions/?level=${levelId}`, asTeacher],
      ["teacher: by student", `/api/teacher/submissions/?student=${studentId}`, asTeacher],
      ["admin: every course", "/api/teacher/submissions/", asAdmin],
    ];
    const rows: { name: string; path: string; p50_ms: number; p95_ms: number; count: number }[] = [];
    log(`\nThe teachers' queue (${REQUESTS} requests each after ${WARMUP} warm-ups; target p95 <= ${TARGET_P95_MS} ms):`);
    for (const [name, path, bearer] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
        const started = performance.now();
        const response = await app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${bearer}` } });
        const ms = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
        total = (response.json() as { count?: number }).count ?? 1;
        if (i >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const row = { name, path, p50_ms: Number(percentile(times, 50).toFixed(2)), p95_ms: Number(percentile(times, 95).toFixed(2)), count: total };
      rows.push(row);
      log(`${name.padEnd(42)} p50 ${row.p50_ms.toFixed(1).padStart(6)} ms   p95 ${row.p95_ms.toFixed(1).padStart(6)} ms   (${total} takes)`);
    }
    await app.close();
    return { submissions: SUBMISSIONS, requests: REQUESTS, target_p95_ms: TARGET_P95_MS, cases: rows, over_target: rows.filter((r) => r.p95_ms > TARGET_P95_MS && !r.name.startsWith("floor")).map((r) => r.name) };
  } finally {
    await raw.end();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  log(`Uploads: ${UPLOAD_MB} MB through tus and directly, ${ROUNDS} rounds (target ratio >= ${TARGET_RATIO})`);
  const upload = only === "queue" ? [] : await uploads();
  for (const row of upload) {
    const requests = row.s3_requests_per_mib ? `; requests to S3 per MiB: tus ${row.s3_requests_per_mib.tus}, direct ${row.s3_requests_per_mib.direct}` : "";
    log(`${row.store.padEnd(6)} tus ${row.tus_mb_per_s} MB/s, direct ${row.direct_mb_per_s} MB/s, ratio ${row.ratio_median} ${row.met ? "(met)" : "(MISSED)"}${requests}`);
  }
  const queueResult = only === "uploads" ? null : await queue();
  writeBenchResult(only ? `uploads-${only}` : "uploads", startedAt, startedFacts, { database: url.replace(/\/\/[^@]*@/, "//"), uploads: upload, queue: queueResult });
  const missed = upload.some((row) => !row.met) || (queueResult?.over_target.length ?? 0) > 0;
  process.exit(missed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
