/**
 * Benchmark of the students CSV export on PostgreSQL (not a test).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/api/bench/export-students.ts
 *
 * Seeds BENCH_STUDENTS (default 100,000) students in one statement, serves the real app on a
 * local port, downloads `GET /api/students/export.csv` over HTTP reading the body as a stream
 * (counting, never keeping it), and prints the time and the process's peak RSS sampled every
 * 10 ms. The export streams keyset batches, so the peak should stay near the idle RSS whatever
 * the number of students. It uses the test database: do not run it while `npm run test:pg` runs.
 * Bench rows are removed at the end (`--keep` leaves them for another run).
 */
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { openDatabase } from "@fz/db/client";
import { users } from "@fz/db/schema";
import { seedReference } from "@fz/db/seed/reference";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";
import { hashPassword } from "../src/modules/auth/password";

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error("Set TEST_DATABASE_URL (a PostgreSQL database this benchmark may write to).");
  process.exit(1);
}
const total = Number(process.env.BENCH_STUDENTS ?? 100_000);
const keep = process.argv.includes("--keep");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const handle = await openDatabase({ url, poolSize: 5 });
await handle.migrate();
await seedReference(handle.db);
const db = handle.db;

await db.delete(users).where(sql`${users.email} like 'bench-%@example.com'`);
let started = performance.now();
await handle.exec(`
  INSERT INTO users (email, first_name, last_name, role, points_balance, country_id, created_at, last_login_at)
  SELECT 'bench-' || g || '@example.com', 'Estudiante ' || g, 'Pérez, "Benchmark"', 'student', g % 9000,
         (SELECT id FROM countries ORDER BY id LIMIT 1), now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
  FROM generate_series(1, ${total}) AS g;`);
console.log(`seeded ${total.toLocaleString("es-CO")} students in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const password = "Bench-Admin-2026!";
await db.insert(users).values({ email: "bench-admin@example.com", role: "admin", firstName: "Bench", lastName: "Admin", passwordHash: await hashPassword(password) });

const app = await buildApp({
  env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_WEB: "false" }),
  db,
  jwtSecret: "benchmark-secret-that-is-long-enough-0123456789",
});
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const signIn = await fetch(`${base}/api/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench-admin@example.com", password }),
  });
  const { access } = (await signIn.json()) as { access: string };

  global.gc?.();
  const idle = process.memoryUsage();
  let peakRss = idle.rss;
  let peakHeap = idle.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);

  started = performance.now();
  const response = await fetch(`${base}/api/students/export.csv?q=bench-`, { headers: { authorization: `Bearer ${access}` } });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs: number | null = null;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  console.log(`exported ${(lines - 1).toLocaleString("es-CO")} rows (${mb(bytes)}) in ${seconds.toFixed(2)} s — first byte after ${firstByteMs?.toFixed(0)} ms, ${Math.round((lines - 1) / seconds).toLocaleString("es-CO")} rows/s`);
  console.log(`RSS idle ${mb(idle.rss)}, peak ${mb(peakRss)} (+${mb(peakRss - idle.rss)}); heap used idle ${mb(idle.heapUsed)}, peak ${mb(peakHeap)}`);
  console.log("(server and client share this process: the peak includes both sides of the download)");
} finally {
  await app.close();
  if (!keep) await db.delete(users).where(sql`${users.email} like 'bench-%@example.com'`);
  await handle.close();
}
