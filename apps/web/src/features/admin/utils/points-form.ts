import { POINTS_ADJUSTMENT_LIMIT } from "@fz/contracts/admin/students";
import { z } from "zod";

/** The "Ajustar puntos" form: a signed whole number and a reason the student's history shows. */
export interface PointsForm {
  delta: string;
  reason: string;
}

/** The form's schema for a student with `balance` points: a signed whole number that leaves no debt, and a reason. */
export function pointsSchema(balance: number) {
  const delta = z.string().transform((text, ctx) => {
    const raw = text.trim().replace(/^\+/, "");
    const value = Number(raw);
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!raw) return refuse("Indica cuántos puntos sumar o restar.");
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value)) return refuse("La cantidad debe ser un número entero (negativo para restar).");
    if (value === 0) return refuse("La cantidad de puntos no puede ser cero.");
    if (Math.abs(value) > POINTS_ADJUSTMENT_LIMIT) return refuse("El ajuste es demasiado grande.");
    if (balance + value < 0) return refuse(`El estudiante tiene ${new Intl.NumberFormat("es-CO").format(balance)} puntos: no puede quedar en negativo.`);
    return value;
  });
  const reason = z
    .string()
    .trim()
    .min(1, { error: "Escribe el motivo del ajuste." })
    .min(3, { error: "El motivo debe tener al menos 3 caracteres." })
    .max(300, { error: "El motivo no puede tener más de 300 caracteres." });
  return z.object({ delta, reason });
}
