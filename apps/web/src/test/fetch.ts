import { vi } from "vitest";

export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | "network-error";

/** A fetch stub answering from a queue of replies and recording every request. */
export function stubFetch(...replies: Reply[]) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? "GET",
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${String(input)}`);
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/**
 * A fetch stub that answers by route, for a page that reads and writes in an order the test
 * does not fix (a form, its preview, the lists it refreshes). `answer` gets each request (its
 * JSON body parsed) and returns the reply; `undefined` fails the request as unexpected.
 * Every request but a GET is kept in `writes`.
 */
export function routeFetch(answer: (request: Recorded) => { status?: number; body?: unknown } | undefined) {
  const writes: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Recorded = {
      url: String(input),
      method: init.method ?? "GET",
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body,
    };
    if (request.method !== "GET") writes.push(request);
    const reply = answer(request);
    if (!reply) throw new Error(`unexpected request ${request.method} ${request.url}`);
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { writes, fetchMock };
}
