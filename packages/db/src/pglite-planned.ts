import { type PGlite, type QueryOptions, type Results, parse, protocol } from "@electric-sql/pglite";

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type Query = PGlite["query"];

/** Named statements kept per PGlite instance, at most (each holds a plan in the WASM heap). */
const MAX_PLANNED = 256;

interface Planned {
  name: string;
  /** Parameter types, as PostgreSQL inferred them when the statement was parsed. */
  paramTypes: number[];
  /** The rows' description (null: the statement returns no rows). */
  rows: RowDescription | null;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * Drizzle's `.prepare(name)` names the statement for node-postgres (parsed and planned once
 * per connection); its PGlite session ignores the name and sends every execution as an
 * unnamed statement that PGlite parses, describes and plans again — most of a signed-in
 * topic's 1 ms of CPU on the embedded database (decision 030). This gives PGlite the same:
 * the texts registered here (the statements `preparedPerDb` builds) are parsed once as named
 * statements, then each execution is ONE Bind/Execute/Sync exchange, run under PGlite's own
 * locks like `query()`. Other texts, and everything inside a transaction (its own handle), go
 * through PGlite's `query()` unchanged.
 */
export function planOnce(client: PGlite): { register(text: string): void } {
  const wanted = new Set<string>();
  const planned = new Map<string, Planned>();
  let next = 0;
  const query: Query = client.query.bind(client);

  async function plan(text: string): Promise<Planned> {
    if (planned.size >= MAX_PLANNED) {
      const [oldText, old] = planned.entries().next().value!;
      planned.delete(oldText);
      await client.execProtocolStream(concat(protocol.serialize.close({ type: "S", name: old.name }), protocol.serialize.sync()));
    }
    next += 1;
    const name = `fz_planned_${next}`;
    const messages = await client.execProtocolStream(
      concat(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()),
    );
    const statement: Planned = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rows: (messages.find((m) => m.name === "rowDescription") as RowDescription | undefined) ?? null,
    };
    planned.set(text, statement);
    return statement;
  }

  const merged = new WeakMap<object, Record<number | string, unknown>>();
  function parsersFor(options: QueryOptions | undefined) {
    if (!options?.parsers) return client.parsers;
    let parsers = merged.get(options.parsers);
    if (!parsers) {
      parsers = { ...client.parsers, ...options.parsers };
      merged.set(options.parsers, parsers);
    }
    return parsers as typeof client.parsers;
  }

  async function execute(text: string, params: unknown[], options?: QueryOptions): Promise<Results<unknown>> {
    const statement = planned.get(text) ?? (await plan(text));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      concat(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()),
    );
    const all = statement.rows ? [statement.rows, ...messages] : messages;
    // parseResults merges the caller's parsers into PGlite's (hundreds of types) on every call
    // when given both: merge once per options object (Drizzle passes one per statement).
    return parse.parseResults(all, parsersFor(options), options?.rowMode ? { rowMode: options.rowMode } : undefined)[0] as Results<unknown>;
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!wanted.has(text) || options?.blob) return query(text, params, options);
    // The same locks as `query()`: never interleaved with a transaction or another statement.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await execute(text, params, options);
        } catch (error) {
          // A schema change that alters the rows' shape invalidates the plan: plan it again next time.
          if ((error as { code?: string }).code === "0A000") planned.delete(text);
          throw error;
        }
      }),
    );
  }) as Query;

  return {
    register(text) {
      wanted.add(text);
    },
  };
}
