import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { assertValidLogin, INVALID_USER_MESSAGE } from "@/lib/login-rule";

function rejection(data: unknown): ApiError {
  try {
    assertValidLogin(data);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected a rejection");
}

describe("login rule (spec §5)", () => {
  it.each([
    ["no user", { access: "a", refresh: "r" }],
    ["null user", { access: "a", refresh: "r", user: null }],
    ["no role", { access: "a", refresh: "r", user: { id: 1 } }],
    ["empty role", { access: "a", refresh: "r", user: { id: 1, role: "" } }],
    ["empty answer", undefined],
  ])("rejects %s as 401 'Usuario no valido'", (_label, data) => {
    const error = rejection(data);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ errors: [INVALID_USER_MESSAGE], code: "invalid_user" });
    expect(INVALID_USER_MESSAGE).toBe("Usuario no valido");
  });

  it("accepts a user with a role", () => {
    expect(() => assertValidLogin({ access: "a", refresh: "r", user: { id: 1, role: "student" } })).not.toThrow();
  });
});
