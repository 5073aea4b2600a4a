import fc from "fast-check";

/** A JSON Schema as @fastify/swagger emits it from the zod route schemas (the parts we read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Strings that have broken web APIs: NUL and control characters, lone surrogates, SQL, HTML, numbers that are not. */
export const NASTY_STRINGS = [
  "\u0000",
  "a\u0000b",
  "%00",
  "\ud800",
  "x\udfffy",
  "\u0001\u0008\u000b\u001f\u007f",
  "\r\n\t",
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  "\\'; SELECT pg_sleep(0); --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../etc/passwd",
  "{{7*7}}${7*7}",
  "99999999999999999999999",
  "-1",
  "0",
  "-0",
  "1e309",
  "NaN",
  "Infinity",
  "0x1F",
  "1.5",
  "2147483648",
  "9223372036854775808",
  " ",
  "",
  "ñandú 😀 árbol",
  "\u202e\u200b\ufeff",
  "null",
  "true",
  "[]",
  "{}",
  "%ff",
  "\\",
  '"',
  "2026-02-30T25:61:00Z",
  "a".repeat(5_000),
];

export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 0.1, -1, 0),
);

/** Any JSON value, biased towards the hostile: wrong types, nested garbage. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("__proto__", "constructor", "a\u0000")), tie("value"), {
      maxKeys: 3,
    }),
  ),
})).value;

/** Resolves `$ref` into the document's components (zod registries may emit them). */
export function resolver(components: Record<string, JsonSchema> = {}) {
  return (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    return components[schema.$ref.split("/").pop() ?? ""];
  };
}

/** A value that matches the schema most of the time (so refusals deeper than validation are reached too). */
export function validish(schema: JsonSchema | undefined, resolve: ReturnType<typeof resolver>, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (!s || depth > 4) return hostileValue;
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((part) => validish(part, resolve, depth + 1)));
  if (s.allOf?.length) return validish(s.allOf[0], resolve, depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const type = types.find((t) => t !== "null");
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        if (s.format === "email") return fc.emailAddress();
        if (s.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        if (s.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        if (s.format === "uri") return fc.webUrl();
        return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, Math.max(s.minLength ?? 0, 30)) });
      case "integer":
        return fc.integer({ min: Math.max(s.minimum ?? -5, -(2 ** 31)), max: Math.min(s.maximum ?? 50, 2 ** 31 - 1) });
      case "number":
        return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
      case "boolean":
        return fc.boolean();
      case "array":
        return fc.array(validish(s.items, resolve, depth + 1), { maxLength: 3 });
      case "object":
        return objectOf(s, resolve, depth + 1, false);
      default:
        return hostileValue;
    }
  })();
  return s.nullable || types.includes("null") ? fc.option(base, { nil: null }) : base;
}

/**
 * An object with the schema's keys: each value valid-ish or hostile, each key possibly missing,
 * sometimes an unknown key. `hostile` raises the share of garbage (top-level bodies).
 */
export function objectOf(schema: JsonSchema, resolve: ReturnType<typeof resolver>, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of properties) {
    record[key] = fc.oneof(
      { weight: hostile ? 3 : 5, arbitrary: validish(property, resolve, depth) },
      { weight: hostile ? 2 : 1, arbitrary: hostileValue },
    );
  }
  const required = hostile ? [] : (schema.required ?? []);
  return fc.tuple(fc.record(record, { requiredKeys: required }), fc.option(fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 }))).map(
    ([value, extra]) => (extra ? { ...extra, ...value } : value),
  );
}

/** `encodeURIComponent`, but a lone surrogate (which it refuses) goes out as the bytes of its CESU-8 form. */
export function encodeHostile(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        const unit = char.charCodeAt(0);
        if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
          return `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
        }
        return encodeURIComponent(char);
      })
      .join("");
  }
}

/** A raw fragment that is already "encoded" (bad escapes, NUL), sent verbatim in a path or query. */
export const rawFragment = fc.constantFrom("%ff", "%00", "%", "%zz", "%c0%80", "%ed%a0%80", "a%00b", "%2e%2e%2f", "%E2%80%AE");
