import { describe, expect, it, vi } from "vitest";
import "./zod-jitless";
import { z } from "zod";
import { config } from "zod/mini";

describe("zod without its JIT", () => {
  it("is set before zod loads, and zod reads it", () => {
    expect(config().jitless).toBe(true);
  });

  it("parses objects without reaching for Function (the pages' CSP forbids eval)", () => {
    const spy = vi.spyOn(globalThis, "Function");
    const schema = z.object({ name: z.string(), items: z.array(z.object({ id: z.number() })) });
    for (let i = 0; i < 3; i += 1) expect(schema.parse({ name: "Ana", items: [{ id: i }] }).items[0]!.id).toBe(i);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
