/**
 * camelCase <-> snake_case conversion of object keys: the API speaks snake_case, the web
 * code camelCase, and this is the only place that translates (spec §7).
 */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeCase<Tail>}`
    : `_${Lowercase<Head>}${SnakeCase<Tail>}`
  : S;

type Opaque = Date | Blob | FormData | URLSearchParams | ArrayBuffer | ((...args: never[]) => unknown);

/** The type of `toCamel(value)` for a snake_case wire type. */
export type Camel<T> = T extends Opaque
  ? T
  : T extends readonly (infer Item)[]
    ? Camel<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camel<T[K]> }
      : T;

/** The type of `toSnake(value)` for a camelCase client type. */
export type Snake<T> = T extends Opaque
  ? T
  : T extends readonly (infer Item)[]
    ? Snake<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: Snake<T[K]> }
      : T;

export function camelKey(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_+([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
}

export function snakeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

/** Only plain objects are rewritten; Dates, files, class instances pass through untouched. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convert(key)] = convertKeys(inner, convert);
  }
  return out;
}

export function toCamel<T>(value: T): Camel<T> {
  return convertKeys(value, camelKey) as Camel<T>;
}

export function toSnake<T>(value: T): Snake<T> {
  return convertKeys(value, snakeKey) as Snake<T>;
}
