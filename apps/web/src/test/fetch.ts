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
