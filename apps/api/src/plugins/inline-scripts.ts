import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The inline scripts of a Next.js document, as CSP source expressions (`'sha256-…'`).
 *
 * Only scripts Next.js and React write are hashed — each checked against the exact form they
 * emit — so a `<script>` that reached the HTML any other way (a sanitiser hole in a blog post)
 * is NOT allowed by the policy: hashing whatever is in the document would make the CSP
 * worthless against exactly the injection it is there for. The forms:
 *
 * - the flight (RSC) payload: `(self.__next_f=self.__next_f||[]).push([0])` and
 *   `self.__next_f.push([<n>,"<JSON string>"])`, the argument checked as JSON data;
 * - Turbopack's bootstrap: `(globalThis["TURBOPACK"] || …).push({"otherChunks":[…],"runtimeModuleIds":[…]})`;
 * - React's streaming runtime (`$RC`, `$RS`, `$RX`, `$RR`, `$RV`, `$RT` …): definitions that
 *   must be byte-identical to the ones in the react-dom server bundle Next ships, followed
 *   by calls whose arguments are JSON data.
 *
 * Data blocks (`type="application/json"`, `application/ld+json`) are not scripts to CSP and
 * are left alone; `<script src>` is covered by `'self'`.
 */

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const JAVASCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_PUSH_PREFIX = "self.__next_f.push(";
const TURBOPACK_PREFIX = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
/** `$RC("B:0","S:0")` and friends: an instruction call, its arguments checked as JSON. */
const RUNTIME_CALL_START = /^\$R[A-Z]\(/;

/** The end of a call's argument list (its closing parenthesis), skipping over JSON strings. */
function closingParenthesis(text: string, from: number): number {
  let inString = false;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === ")") return i;
  }
  return -1;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFlightPush(text: string): boolean {
  if (!text.startsWith(FLIGHT_PUSH_PREFIX) || !text.endsWith(")")) return false;
  const args = parseJson(text.slice(FLIGHT_PUSH_PREFIX.length, -1));
  return (
    Array.isArray(args) &&
    Number.isInteger(args[0]) &&
    (args.length === 1 || (args.length === 2 && (typeof args[1] === "string" || args[1] === null)))
  );
}

const stringArray = (value: unknown, item: "string" | "id") =>
  Array.isArray(value) && value.every((entry) => typeof entry === "string" || (item === "id" && typeof entry === "number"));

function isTurbopackBootstrap(text: string): boolean {
  const body = text.endsWith(");") ? text.slice(0, -2) : text.endsWith(")") ? text.slice(0, -1) : null;
  if (body === null || !body.startsWith(TURBOPACK_PREFIX)) return false;
  const value = parseJson(body.slice(TURBOPACK_PREFIX.length));
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, entry]) => (key === "otherChunks" && stringArray(entry, "string")) || (key === "runtimeModuleIds" && stringArray(entry, "id")),
  );
}

/** JSON data only: strings, numbers, null, arrays of them (React's instruction arguments). */
function isJsonArguments(text: string): boolean {
  return Array.isArray(parseJson(`[${text}]`));
}

/** React's streaming runtime: known definitions, then instruction calls with data arguments. */
function isReactRuntime(text: string, definitions: readonly string[]): boolean {
  let rest = text.replace(/^\s+/, "");
  let consumed = true;
  while (consumed && rest.length > 0) {
    consumed = false;
    for (const definition of definitions) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length).replace(/^[;\s]+/, "");
        consumed = true;
      }
    }
  }
  while (rest.length > 0) {
    const start = RUNTIME_CALL_START.exec(rest);
    const end = start ? closingParenthesis(rest, start[0].length) : -1;
    if (!start || end < 0 || !isJsonArguments(rest.slice(start[0].length, end))) return false;
    rest = rest.slice(end + 1).replace(/^[;\s]+/, "");
  }
  return text.trim().length > 0;
}

/** Decodes the body of a single-quoted or double-quoted JS string literal from the bundle. */
function decodeLiteral(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_match, escape: string) => {
    if (escape[0] === "x" || escape[0] === "u") return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return ({ n: "\n", r: "\r", t: "\t", "0": "\0" } as Record<string, string>)[escape] ?? escape;
  });
}

/**
 * React's streaming runtime definitions, read from the react-dom server bundle that Next
 * renders with (next/dist/compiled/react-dom), so a React upgrade needs no list to update.
 * Every `stringToPrecomputedChunk("…")` literal that defines a `$R…` global counts.
 */
export function loadReactRuntimeDefinitions(webDir: string): string[] {
  const requireFromWeb = createRequire(path.join(webDir, "package.json"));
  const bundle = readFileSync(
    requireFromWeb.resolve("next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js"),
    "utf8",
  );
  const literal = /stringToPrecomputedChunk\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*\)/g;
  const found = new Set<string>();
  for (const match of bundle.matchAll(literal)) {
    const text = decodeLiteral(match[1] ?? match[2] ?? "");
    if (/^\$R[A-Z]{1,2}=/.test(text) || text.startsWith("requestAnimationFrame(function(){$RT=")) {
      // A definition may end in the opening of its first call (`…;$RC("`): keep the definitions only.
      const cut = text.search(/\$R[A-Z]\("$/);
      found.add((cut >= 0 ? text.slice(0, cut) : text).replace(/[;\s]+$/, ""));
    }
  }
  // Longest first, so a definition that extends another is consumed whole.
  return [...found].filter((definition) => definition.length > 0).sort((a, b) => b.length - a.length);
}

/** Whether an inline script is one Next.js or React wrote (see the module comment). */
export function isFrameworkScript(text: string, reactRuntime: readonly string[]): boolean {
  return text === FLIGHT_INIT || isFlightPush(text) || isTurbopackBootstrap(text) || isReactRuntime(text, reactRuntime);
}

export function sha256Source(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;
}

export interface InlineScripts {
  /** Hash sources of the framework's inline scripts, in document order, without repeats. */
  hashes: string[];
  /** Inline scripts that were not recognised (left out of the policy, so the browser refuses them). */
  refused: number;
}

/** Finds the inline scripts of a document and hashes those `accept` vouches for. */
export function hashInlineScripts(html: string, accept: (text: string) => boolean): InlineScripts {
  const hashes = new Set<string>();
  let refused = 0;
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes) || text.length === 0) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(typeValue)) continue;
    if (accept(text)) hashes.add(sha256Source(text));
    else refused += 1;
  }
  return { hashes: [...hashes], refused };
}
