import { describe, expect, it } from "vitest";
import { checkValues } from "@/lib/forms";
import { EMPTY_GRANT_FORM, grantSchema, todayInBogota, type GrantForm } from "@/features/admin/utils/grant-form";
import { pointsSchema, type PointsForm } from "@/features/admin/utils/points-form";

const validateGrant = (form: GrantForm, today: string) => checkValues(grantSchema(today), form);
const validatePointsAdjustment = (form: PointsForm, balance: number) => checkValues(pointsSchema(balance), form);

const today = "2026-03-10";

describe("the grant dialog's checks", () => {
  it("asks for the target in the words of its scope", () => {
    expect(validateGrant(EMPTY_GRANT_FORM, today)).toEqual({ errors: { targetId: "Elige el nivel al que darás acceso." } });
    expect(validateGrant({ ...EMPTY_GRANT_FORM, scope: "video" }, today)).toEqual({ errors: { targetId: "Elige el tutorial al que darás acceso." } });
    expect(validateGrant({ ...EMPTY_GRANT_FORM, scope: "course" }, today)).toEqual({ errors: { targetId: "Elige el curso al que darás acceso." } });
  });

  it("answers a month of a level as months", () => {
    expect(validateGrant({ ...EMPTY_GRANT_FORM, targetId: "3", months: "1" }, today)).toEqual({ data: { scope: "level", targetId: 3, months: 1 } });
  });

  it("only offers 1, 4 or 12 months", () => {
    expect(validateGrant({ ...EMPTY_GRANT_FORM, targetId: "3", months: "6" }, today)).toEqual({ errors: { months: "Elige una duración de 1, 4 o 12 meses." } });
  });

  it("takes an end date after today, to the end of that day in Bogotá, with a trimmed note", () => {
    const result = validateGrant({ ...EMPTY_GRANT_FORM, scope: "course", targetId: "2", duration: "date", endDate: "2026-06-30", note: "  Beca de la fundación  " }, today);
    expect(result).toEqual({ data: { scope: "course", targetId: 2, endsAt: "2026-06-30T23:59:59-05:00", note: "Beca de la fundación" } });
  });

  it("refuses a missing, impossible or past end date", () => {
    const base = { ...EMPTY_GRANT_FORM, targetId: "2", duration: "date" as const };
    expect(validateGrant({ ...base, endDate: "" }, today)).toEqual({ errors: { endDate: "Indica hasta qué fecha tendrá acceso." } });
    expect(validateGrant({ ...base, endDate: "2026-02-30" }, today)).toEqual({ errors: { endDate: "La fecha de fin no es válida." } });
    expect(validateGrant({ ...base, endDate: today }, today)).toEqual({ errors: { endDate: "La fecha de fin debe ser posterior a hoy." } });
  });

  it("limits the note and reports every problem at once", () => {
    const result = validateGrant({ ...EMPTY_GRANT_FORM, months: "", note: "x".repeat(501) }, today);
    expect(result).toEqual({
      errors: {
        targetId: "Elige el nivel al que darás acceso.",
        months: "Elige una duración de 1, 4 o 12 meses.",
        note: "La nota no puede tener más de 500 caracteres.",
      },
    });
  });

  it("counts days in Bogotá, not in UTC", () => {
    // 03:00 UTC on 11 March is still 10 March in Bogotá (UTC−5).
    expect(todayInBogota(new Date("2026-03-11T03:00:00Z"))).toBe("2026-03-10");
  });
});

describe("the points adjustment's checks", () => {
  it("accepts a signed whole number and a reason", () => {
    expect(validatePointsAdjustment({ delta: "+500", reason: "  Premio del concurso " }, 0)).toEqual({ data: { delta: 500, reason: "Premio del concurso" } });
    expect(validatePointsAdjustment({ delta: "-200", reason: "Corrección" }, 9000)).toEqual({ data: { delta: -200, reason: "Corrección" } });
  });

  it("explains each wrong value in Spanish", () => {
    expect(validatePointsAdjustment({ delta: "", reason: "" }, 0)).toEqual({
      errors: { delta: "Indica cuántos puntos sumar o restar.", reason: "Escribe el motivo del ajuste." },
    });
    expect(validatePointsAdjustment({ delta: "1,5", reason: "ok" }, 0)).toEqual({
      errors: { delta: "La cantidad debe ser un número entero (negativo para restar).", reason: "El motivo debe tener al menos 3 caracteres." },
    });
    expect(validatePointsAdjustment({ delta: "0", reason: "Motivo" }, 0)).toEqual({ errors: { delta: "La cantidad de puntos no puede ser cero." } });
    expect(validatePointsAdjustment({ delta: "-100", reason: "Motivo" }, 50)).toEqual({
      errors: { delta: "El estudiante tiene 50 puntos: no puede quedar en negativo." },
    });
  });
});
