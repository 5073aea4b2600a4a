import { POINTS_ADJUSTMENT_LIMIT } from "@fz/contracts/admin";

/** The "Ajustar puntos" form: a signed whole number and a reason the student's history shows. */
export interface PointsForm {
  delta: string;
  reason: string;
}

export type PointsErrors = Partial<Record<keyof PointsForm, string>>;

export function validatePointsAdjustment(form: PointsForm, balance: number): { delta: number; reason: string } | { errors: PointsErrors } {
  const errors: PointsErrors = {};
  const raw = form.delta.trim().replace(/^\+/, "");
  const delta = Number(raw);
  if (!raw) errors.delta = "Indica cuántos puntos sumar o restar.";
  else if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(delta)) errors.delta = "La cantidad debe ser un número entero (negativo para restar).";
  else if (delta === 0) errors.delta = "La cantidad de puntos no puede ser cero.";
  else if (Math.abs(delta) > POINTS_ADJUSTMENT_LIMIT) errors.delta = "El ajuste es demasiado grande.";
  else if (balance + delta < 0) errors.delta = `El estudiante tiene ${new Intl.NumberFormat("es-CO").format(balance)} puntos: no puede quedar en negativo.`;

  const reason = form.reason.trim();
  if (!reason) errors.reason = "Escribe el motivo del ajuste.";
  else if (reason.length < 3) errors.reason = "El motivo debe tener al menos 3 caracteres.";
  else if (reason.length > 300) errors.reason = "El motivo no puede tener más de 300 caracteres.";

  return Object.keys(errors).length > 0 ? { errors } : { delta, reason };
}
