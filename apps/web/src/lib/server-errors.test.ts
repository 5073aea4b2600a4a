import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { fieldRefusal } from "@/lib/server-errors";

describe("fieldRefusal", () => {
  it("reads the fields of a refusal, camelCased, from a thrown ApiError or an RTK Query error", () => {
    const body = { errors: ["El país seleccionado no existe."], code: "validation_error", fields: { country_id: "El país seleccionado no existe." } };
    expect(fieldRefusal(new ApiError(400, body))).toMatchObject({ code: "validation_error", fields: { countryId: "El país seleccionado no existe." }, wireFields: { country_id: "El país seleccionado no existe." } });
    expect(fieldRefusal({ status: 400, data: body })).toMatchObject({ code: "validation_error", fields: { countryId: "El país seleccionado no existe." }, wireFields: { country_id: "El país seleccionado no existe." } });
  });

  it("is null for refusals about no field, and for no response at all", () => {
    expect(fieldRefusal(new ApiError(400, { errors: ["Tu carrito está vacío."], code: "empty_cart" }))).toBeNull();
    expect(fieldRefusal(new ApiError(undefined, undefined))).toBeNull();
    expect(fieldRefusal(new Error("boom"))).toBeNull();
    expect(fieldRefusal(new ApiError(400, { fields: { email: "" } }))).toBeNull();
  });
});
