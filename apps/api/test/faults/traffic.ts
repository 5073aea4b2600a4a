import { expect } from "vitest";

/** One answer seen while a fault was injected. */
export interface Seen {
  kind: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

/** What was injected and what the server answered meanwhile, printed as a table at the end. */
export const report: { fault: string; injected: string; seen: string }[] = [];

export function summarise(seen: Seen[]): string {
  const byStatus = new Map<number, number>();
  for (const answer of seen) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ");
  const slowest = Math.max(0, ...seen.map((answer) => answer.ms));
  return `${seen.length} answers (${statuses}), slowest ${Math.round(slowest)} ms`;
}

export function printReport(title: string) {
  if (report.length === 0) return;
  const widths = [
    Math.max(5, ...report.map((row) => row.fault.length)),
    Math.max(8, ...report.map((row) => row.injected.length)),
  ];
  const line = (a: string, b: string, c: string) => `| ${a.padEnd(widths[0]!)} | ${b.padEnd(widths[1]!)} | ${c}`;
  console.log(
    [`\n${title}`, line("fault", "injected", "seen"), line("-".repeat(widths[0]!), "-".repeat(widths[1]!), "----"), ...report.map((row) => line(row.fault, row.injected, row.seen))].join("\n"),
  );
  report.length = 0;
}

/** Sends one request over HTTP and records the answer (a network failure is status 0). */
export async function send(base: string, kind: string, init: { method?: string; path: string; body?: unknown; token?: string; ip?: string }): Promise<Seen> {
  const started = performance.now();
  try {
    const response = await fetch(base + init.path, {
      method: init.method ?? "GET",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        // The app trusts its proxy in these tests: each worker's requests come from addresses of
        // their own, so the per-address limits stay out of the way of the faults under test.
        ...(init.ip ? { "x-forwarded-for": init.ip } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, the shape check below fails on it
    }
    return { kind, status: response.status, ms: performance.now() - started, retryAfter: response.headers.get("retry-after"), body };
  } catch (error) {
    return { kind, status: 0, ms: performance.now() - started, retryAfter: null, body: String(error) };
  }
}

/** A clean refusal: the error shape, in Spanish, with `Retry-After` on a 503 or 429. */
export function expectCleanRefusal(answer: Seen) {
  const body = answer.body as { errors?: unknown; code?: unknown };
  expect(Array.isArray(body.errors) && body.errors.every((message) => typeof message === "string" && message.length > 0), JSON.stringify(answer)).toBe(true);
  expect(typeof body.code, JSON.stringify(answer)).toBe("string");
  if (answer.status === 503 || answer.status === 429) expect(Number(answer.retryAfter), JSON.stringify(answer)).toBeGreaterThan(0);
}

/** Records uncaught exceptions and unhandled rejections while a test runs (they would end the server). */
export function watchProcess() {
  const faults: unknown[] = [];
  const record = (error: unknown) => faults.push(error);
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
  return {
    faults,
    stop() {
      process.off("uncaughtException", record);
      process.off("unhandledRejection", record);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
