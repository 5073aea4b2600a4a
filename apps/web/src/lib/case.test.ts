import { describe, expect, it } from "vitest";
import { camelKey, snakeKey, toCamel, toSnake } from "@/lib/case";

describe("case conversion", () => {
  it("converts keys snake_case -> camelCase deeply, through arrays", () => {
    const wire = {
      first_name: "Ana",
      user: { country_id: 3, email_verified: true, nested_list: [{ created_at: "x", a_b_c: 1 }] },
      results: [{ phone_code: "+57" }, 5, "text", null],
    };
    expect(toCamel(wire)).toEqual({
      firstName: "Ana",
      user: { countryId: 3, emailVerified: true, nestedList: [{ createdAt: "x", aBC: 1 }] },
      results: [{ phoneCode: "+57" }, 5, "text", null],
    });
  });

  it("converts keys camelCase -> snake_case deeply, through arrays", () => {
    expect(toSnake({ firstName: "Ana", countryId: 1, items: [{ isPurchaseAll: true }], levelSlug: "n1" })).toEqual({
      first_name: "Ana",
      country_id: 1,
      items: [{ is_purchase_all: true }],
      level_slug: "n1",
    });
  });

  it("leaves values alone: strings, Dates, FormData, Blobs", () => {
    const date = new Date("2024-01-02T00:00:00Z");
    const form = new FormData();
    form.append("some_field", "x");
    const blob = new Blob(["a"]);
    const out = toSnake({ startsAt: date, upload: form, file: blob, text: "keep_thisValue" });
    expect(out.starts_at).toBe(date);
    expect(out.upload).toBe(form);
    expect(out.file).toBe(blob);
    expect(out.text).toBe("keep_thisValue");
    expect(toCamel({ created_at: date }).createdAt).toBe(date);
  });

  it("passes primitives and null through", () => {
    expect(toCamel(null)).toBeNull();
    expect(toCamel("a_b")).toBe("a_b");
    expect(toSnake(42)).toBe(42);
    expect(toCamel([1, [2, { a_b: 3 }]])).toEqual([1, [2, { aB: 3 }]]);
  });

  it("round-trips the user object of the API", () => {
    const user = { id: 1, first_name: "A", last_name: "B", country_id: null, instrument_id: 2, email_verified: false, created_at: "t" };
    expect(toSnake(toCamel(user))).toEqual(user);
  });

  it("converts single keys", () => {
    expect(camelKey("page_size")).toBe("pageSize");
    expect(camelKey("_private")).toBe("_private");
    expect(camelKey("already")).toBe("already");
    expect(snakeKey("pageSize")).toBe("page_size");
    expect(snakeKey("userID")).toBe("user_id");
    expect(snakeKey("plain")).toBe("plain");
  });
});
