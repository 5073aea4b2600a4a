#!/usr/bin/env node
// The mixed load of `npm run bench:api` (issue 37): CONNECTIONS keep-alive connections, each a
// closed loop that picks its next request by weight — 45 % public catalogue, 35 % signed-in
// reads, 20 % cart writes — for SECONDS seconds, and records every request's latency by kind
// and by endpoint. Run as a child process (its CPU is not the server's), configured by a JSON
// file: { port, seconds, connections, plan: { kinds: [{ kind, weight, requests: [...] }] },
// students: [{ token, cart }] }. Each connection is one student; its cart writes alternate
// "add this level" (POST) and "remove it again" (DELETE), so every write changes a row.
// Prints one JSON line: per kind and endpoint, requests, errors, p50, p99, max (ms).
import http from "node:http";
import { readFileSync } from "node:fs";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { port, seconds, connections, plan, students } = config;
const totalWeight = plan.kinds.reduce((sum, k) => sum + k.weight, 0);

/** Latencies in microseconds, per key. */
const samples = new Map();
const errors = new Map();
const record = (key, micros, ok) => {
  if (!samples.has(key)) samples.set(key, []);
  samples.get(key).push(micros);
  if (!ok) errors.set(key, (errors.get(key) ?? 0) + 1);
};

function pickKind() {
  let r = Math.random() * totalWeight;
  for (const kind of plan.kinds) {
    r -= kind.weight;
    if (r < 0) return kind;
  }
  return plan.kinds[plan.kinds.length - 1];
}

function send(agent, { method, path, headers, body }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), micros: Number(process.hrtime.bigint() - started) / 1000 }));
    });
    req.on("error", (error) => resolve({ status: 0, error, micros: Number(process.hrtime.bigint() - started) / 1000 }));
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    if (body) req.end(body);
    else req.end();
  });
}

const deadline = Date.now() + seconds * 1000;

async function connection(index) {
  // One socket per connection, kept alive: the loop is closed (the next request waits for the answer).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const student = students[index % students.length];
  const auth = { authorization: `Bearer ${student.token}` };
  let cartItem = null;
  while (Date.now() < deadline) {
    const kind = pickKind();
    if (kind.kind === "cart_write") {
      const adding = cartItem === null;
      const request = adding
        ? { name: "cart_add", method: "POST", path: "/api/sales/shopping-cart/", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(student.cart) }
        : { name: "cart_remove", method: "DELETE", path: `/api/sales/shopping-cart/${cartItem}/`, headers: auth };
      const response = await send(agent, request);
      const ok = adding ? response.status === 201 || response.status === 200 : response.status === 204;
      if (adding && ok) cartItem = JSON.parse(response.body.toString()).id;
      else if (!adding && ok) cartItem = null;
      record(`${kind.kind}\t${request.name}`, response.micros, ok);
      continue;
    }
    const request = kind.requests[Math.floor(Math.random() * kind.requests.length)];
    const response = await send(agent, { method: "GET", path: request.path, headers: request.signedIn ? auth : {} });
    record(`${kind.kind}\t${request.name}`, response.micros, response.status === 200);
  }
  agent.destroy();
}

await Promise.all(Array.from({ length: connections }, (_, i) => connection(i)));

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] / 1000 : Number.NaN);
const summarize = (values, errorCount) => {
  const sorted = Float64Array.from(values).sort();
  return { requests: sorted.length, errors: errorCount, rps: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
};
const byEndpoint = {};
const byKind = {};
const all = [];
let allErrors = 0;
for (const [key, values] of samples) {
  const [kind, name] = key.split("\t");
  byEndpoint[name] = { kind, ...summarize(values, errors.get(key) ?? 0) };
  byKind[kind] ??= { values: [], errors: 0 };
  for (const value of values) byKind[kind].values.push(value);
  byKind[kind].errors += errors.get(key) ?? 0;
  for (const value of values) all.push(value);
  allErrors += errors.get(key) ?? 0;
}
const kinds = Object.fromEntries(Object.entries(byKind).map(([kind, { values, errors: e }]) => [kind, summarize(values, e)]));
process.stdout.write(`${JSON.stringify({ total: summarize(all, allErrors), kinds, endpoints: byEndpoint })}\n`);
