import { describe, expect, it } from "vitest";
import { validateNewPassword, validateRecoveryEmail } from "@/features/account/utils/password-reset-validation";

describe("the new password form", () => {
  it("accepts 8 characters or more, typed twice the same", () => {
    expect(validateNewPassword("token", "clave-nueva", "clave-nueva")).toEqual({ password: "clave-nueva" });
    expect(validateNewPassword("token", "12345678", "12345678")).toEqual({ password: "12345678" });
  });

  it("refuses fewer than 8 characters with the API's message", () => {
    expect(validateNewPassword("token", "1234567", "1234567")).toEqual({
      errors: { password: "La contraseña debe tener al menos 8 caracteres" },
    });
  });

  it("refuses a password of only blanks, however long", () => {
    expect(validateNewPassword("token", "        ", "        ")).toEqual({
      errors: { password: "La contraseña no puede tener solo espacios" },
    });
  });

  it("refuses a repetition that differs, or is missing", () => {
    expect(validateNewPassword("token", "clave-nueva", "clave-nuevo")).toEqual({
      errors: { confirmation: "Las contraseñas no coinciden" },
    });
    expect(validateNewPassword("token", "clave-nueva", "")).toEqual({ errors: { confirmation: "Repite la contraseña nueva" } });
  });

  it("refuses an empty password and a password that is too long", () => {
    expect(validateNewPassword("token", "", "")).toHaveProperty("errors.password");
    const long = "a".repeat(129);
    expect(validateNewPassword("token", long, long)).toEqual({
      errors: { password: "La contraseña no puede tener más de 128 caracteres" },
    });
  });

  it("flags a missing token (a link cut short)", () => {
    expect(validateNewPassword("", "clave-nueva", "clave-nueva")).toEqual({ errors: { token: "El enlace no es válido" } });
  });
});

describe("the recovery form", () => {
  it("wants a valid address, lower-cased", () => {
    expect(validateRecoveryEmail(" Ana@Example.COM ")).toEqual({ email: "ana@example.com" });
    expect(validateRecoveryEmail("")).toEqual({ errors: { email: "El correo electrónico es obligatorio" } });
    expect(validateRecoveryEmail("ana@")).toEqual({ errors: { email: "El correo electrónico no es válido" } });
  });
});
