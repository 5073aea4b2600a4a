import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeHtml } from "../../src/lib/html";

/**
 * What the payment providers' test doubles share: a small HTTP server on loopback, JSON and
 * form bodies, and HTML pages for their hosted checkouts. The doubles follow the providers'
 * documentation; they are test code, never shipped.
 */
export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
  json(): unknown;
  form(): URLSearchParams;
}

export interface DoubleResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type Handler = (request: DoubleRequest) => Promise<DoubleResponse | null> | DoubleResponse | null;

export interface DoubleServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startDouble(handler: Handler, port = 0, host = "127.0.0.1"): Promise<DoubleServer> {
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const request: DoubleRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", `http://${req.headers.host ?? host}`),
        headers: req.headers,
        body,
        json: () => JSON.parse(body || "null"),
        form: () => new URLSearchParams(body),
      };
      Promise.resolve()
        .then(() => handler(request))
        .then((answer): DoubleResponse => answer ?? { status: 404, body: { message: "not found" } })
        .catch((err: unknown): DoubleResponse => ({ status: 500, body: { message: (err as Error).message } }))
        .then((answer) => {
          const isHtml = typeof answer.body === "string";
          res.writeHead(answer.status, { "content-type": isHtml ? "text/html; charset=utf-8" : "application/json", ...answer.headers });
          res.end(answer.body === undefined ? "" : isHtml ? (answer.body as string) : JSON.stringify(answer.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}


/** A plain hosted-checkout page (Spanish, like the providers' own), with one form per outcome. */
export function checkoutPage(input: { title: string; lines: string[]; action: string; hidden: Record<string, string>; choices: { name: string; value: string; label: string }[][] }): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const forms = input.choices
    .map(
      (buttons) =>
        `<form method="post" action="${escapeHtml(input.action)}">${hidden}${buttons
          .map((button) => `<button type="submit" name="${escapeHtml(button.name)}" value="${escapeHtml(button.value)}">${escapeHtml(button.label)}</button>`)
          .join(" ")}</form>`,
    )
    .join("");
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>
<body><main><h1>${escapeHtml(input.title)}</h1>${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}${forms}</main></body></html>`;
}

/** POSTs to our webhook the way a provider does; answers the status our server gave. */
export async function deliver(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body, signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.status;
}
