import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { csvCell } from "../../lib/csv";
import { EXPORT_BATCH_SIZE, STUDENT_CSV_HEADERS } from "./students-admin.service";

let ctx: TestContext;
let admin: string;
const SEEDED = 5_000;

/** RFC 4180 records (quoted fields may hold delimiters, quotes and line breaks). */
function parseCsv(text: string, delimiter = ","): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 1;
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

beforeAll(async () => {
  ctx = await build();
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  // A large set in one statement (no password hashing): enough batches to exercise the keyset.
  await ctx.handle.exec(`
    INSERT INTO users (email, first_name, last_name, role, points_balance, created_at)
    SELECT 'masivo' || g || '@example.com', 'Estudiante ' || g, 'Masivo', 'student', g % 7, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${SEEDED}) AS g;`);
  await createUser(ctx, { email: "comillas@example.com", firstName: 'Ana "la reina"', lastName: "Pérez, de Valledupar" });
  await createUser(ctx, { email: "formula@example.com", firstName: "=HYPERLINK(\"http://x\")", lastName: "Línea\nnueva" });
});
afterAll(() => ctx.close());

const exportCsv = (query = "") => injectWithToken(ctx, admin, { method: "GET", url: `/api/students/export.csv${query}` });

describe("students CSV export", () => {
  it("streams every filtered student, in id order, with a BOM and Spanish headers", async () => {
    expect(SEEDED).toBeGreaterThan(EXPORT_BATCH_SIZE * 4);
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="estudiantes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual(STUDENT_CSV_HEADERS);
    expect(rows).toHaveLength(SEEDED + 2);
    const ids = rows.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(rows.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const sample = rows.find((r) => r[3] === "masivo42@example.com")!;
    expect(sample.slice(1, 11)).toEqual(["Estudiante 42", "Masivo", "masivo42@example.com", "Estudiante", "", "", "0", "Activo", "No", "No"]);
    expect(sample[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("escapes quotes, delimiters and line breaks, and defuses formulas", async () => {
    const rows = parseCsv((await exportCsv("?q=example.com&registered_from=2020-01-01")).body.slice(1));
    const quoted = rows.find((r) => r[3] === "comillas@example.com")!;
    expect(quoted.slice(1, 3)).toEqual(['Ana "la reina"', "Pérez, de Valledupar"]);
    const formula = rows.find((r) => r[3] === "formula@example.com")!;
    expect(formula.slice(1, 3)).toEqual(["'=HYPERLINK(\"http://x\")", "Línea\nnueva"]);
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell("-5", ",")).toBe("'-5");
    expect(csvCell(-5, ",")).toBe("-5");
  });

  it("applies the list's filters and the semicolon delimiter", async () => {
    const response = await exportCsv("?q=comillas&delimiter=semicolon");
    const records = parseCsv(response.body.slice(1), ";");
    expect(records).toHaveLength(2);
    expect(records[1]![3]).toBe("comillas@example.com");
    expect(records[1]![2]).toBe("Pérez, de Valledupar");
    const none = parseCsv((await exportCsv("?status=deactivated")).body.slice(1));
    expect(none).toHaveLength(1);
  });

  it("reads each batch only when the client takes the previous one (streams, never the whole set)", async () => {
    // In the first batch, and in the last one.
    const [early, late] = ["masivo1@example.com", `masivo${SEEDED}@example.com`];
    // The response as a stream the test reads at its own pace (backpressure reaches the export).
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/students/export.csv?q=masivo",
      headers: { authorization: `Bearer ${admin}` },
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    const reader = stream[Symbol.asyncIterator]();
    const head = (await reader.next()).value as Buffer;
    expect(head.toString("utf8").startsWith("\uFEFF")).toBe(true);
    // Mid-download, rename both. What was already read keeps the old name; the last batch,
    // read only now, shows the new one — an export that read everything up front would not.
    await ctx.handle.exec(`UPDATE users SET first_name = 'Renombrado' WHERE email IN ('${early}', '${late}')`);
    const chunks: Buffer[] = [head];
    for (let next = await reader.next(); !next.done; next = await reader.next()) chunks.push(next.value as Buffer);
    const rows = parseCsv(Buffer.concat(chunks).toString("utf8").slice(1)).slice(1);
    expect(rows).toHaveLength(SEEDED);
    expect(rows.find((r) => r[3] === early)![1]).toBe("Estudiante 1");
    expect(rows.find((r) => r[3] === late)![1]).toBe("Renombrado");
  });

  it("answers a bad filter as a JSON 400, before any CSV", async () => {
    const response = await exportCsv("?registered_from=2026-13-01");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
  });
});
