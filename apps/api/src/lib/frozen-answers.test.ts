import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createEncodedAnswers, frozenAnswers, frozenAnswerSerializerCompiler } from "./frozen-answers";

/** A response schema that counts how many times an answer is encoded through it. */
function countingSerializer() {
  const counter = { encodings: 0 };
  const schema = z.object({
    name: z.string().refine(() => {
      counter.encodings += 1;
      return true;
    }),
    points: z.number().int(),
  });
  const encoded = createEncodedAnswers();
  const serialize = frozenAnswerSerializerCompiler(encoded)({ schema, method: "GET", url: "/api/x/", httpStatus: "200" });
  return { serialize, counter, encoded };
}

describe("frozenAnswerSerializerCompiler", () => {
  it("encodes a frozen answer once and sends the same bytes (UTF-8) after", () => {
    const { serialize, counter } = countingSerializer();
    const answer = Object.freeze({ name: "Camila Núñez", points: 9000 });
    const first = serialize(answer) as unknown;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect((first as Buffer).toString("utf8")).toBe('{"name":"Camila Núñez","points":9000}');
    expect(serialize(answer) as unknown).toBe(first);
    expect(counter.encodings).toBe(1);
  });

  it("tells an early answer the bytes its route kept, and only those", () => {
    const { serialize, encoded } = countingSerializer();
    const answer = Object.freeze({ name: "Camila", points: 1 });
    expect(encoded.get("GET", "/api/x/", answer)).toBeUndefined();
    const bytes = serialize(answer) as unknown;
    expect(encoded.get("GET", "/api/x/", answer)).toBe(bytes);
    expect(encoded.get("GET", "/api/y/", answer)).toBeUndefined();
    expect(encoded.get("GET", "/api/x/", Object.freeze({ name: "Camila", points: 1 }))).toBeUndefined();
  });

  it("encodes every answer that is not frozen, and every other frozen object", () => {
    const { serialize, counter } = countingSerializer();
    const mutable = { name: "Camila", points: 9000 };
    serialize(mutable);
    mutable.points = 9100;
    expect(serialize(mutable)).toBe('{"name":"Camila","points":9100}');
    serialize(Object.freeze({ name: "Camila", points: 9100 }));
    expect(counter.encodings).toBe(3);
  });

  it("still applies the contract: undeclared fields dropped, a wrong shape refused", () => {
    const { serialize } = countingSerializer();
    expect(String(serialize(Object.freeze({ name: "Camila", points: 1, passwordHash: "x" })))).toBe('{"name":"Camila","points":1}');
    expect(() => serialize(Object.freeze({ name: "Camila", points: "muchos" }))).toThrow();
  });
});

describe("frozenAnswers", () => {
  it("gives back the same frozen answer for the same frozen value and key", () => {
    const answer = frozenAnswers();
    const value = Object.freeze({ unread: 2 });
    let builds = 0;
    const build = () => {
      builds += 1;
      return { unread_count: value.unread };
    };
    const first = answer(value, "/api/notifications/", build);
    expect(answer(value, "/api/notifications/", build)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(builds).toBe(1);
    // Another key (a page's URL) is another answer; another value (after a change) too.
    expect(answer(value, "/api/notifications/?page=2", build)).not.toBe(first);
    const changed = Object.freeze({ unread: 3 });
    expect(answer(changed, "/api/notifications/", () => ({ unread_count: changed.unread }))).toEqual({ unread_count: 3 });
    expect(builds).toBe(2);
  });

  it("builds afresh from a value that is not frozen (not shared by a cache)", () => {
    const answer = frozenAnswers();
    const value = { unread: 2 };
    const first = answer(value, "k", () => ({ unread_count: value.unread }));
    value.unread = 5;
    const second = answer(value, "k", () => ({ unread_count: value.unread }));
    expect(second).not.toBe(first);
    expect(second).toEqual({ unread_count: 5 });
    expect(Object.isFrozen(second)).toBe(false);
  });

  it("keeps a bounded number of answers per value", () => {
    const answer = frozenAnswers();
    const value = Object.freeze({});
    const first = answer(value, "0", () => ({ n: 0 }));
    for (let i = 1; i <= 8; i += 1) answer(value, String(i), () => ({ n: i }));
    expect(answer(value, "0", () => ({ n: 0 }))).not.toBe(first);
  });
});
