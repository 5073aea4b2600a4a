import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./accept-encoding";

describe("whether a client accepts a coding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br", true],
    ["gzip, deflate, br, zstd", "gzip", true],
    ["br", "br", true],
    ["BR;q=0.5", "br", true],
    [" gzip ,br ; q=1", "br", true],
    ["gzip, br;q=0", "br", false],
    ["gzip;q=0, br", "gzip", false],
    ["br;q=0.0", "br", false],
    ["gzip, deflate", "br", false],
    ["brotli", "br", false],
    ["x-gzip", "gzip", false],
    ["*", "gzip", false],
    ["", "gzip", false],
  ] as const)("%j, %s → %s", (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });

  it("reads a header given twice and an absent one", () => {
    expect(acceptsEncoding(["gzip", "br"], "br")).toBe(true);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });
});
