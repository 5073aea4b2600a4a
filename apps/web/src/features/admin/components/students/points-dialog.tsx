"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { TextField } from "@/components/ui/form-field";
import { adjustPoints } from "@/features/admin/api/students-api";
import { formatCount } from "@/features/admin/components/admin-format";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { validatePointsAdjustment, type PointsErrors, type PointsForm } from "@/features/admin/store/points-validation";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

const EMPTY: PointsForm = { delta: "", reason: "" };

/** "Ajustar puntos": adds or removes points with a reason, written to the student's ledger. */
export function PointsDialog({
  open,
  studentId,
  balance,
  onClose,
  onAdjusted,
}: {
  open: boolean;
  studentId: number;
  balance: number;
  onClose: () => void;
  onAdjusted: () => void;
}) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<PointsForm>(EMPTY);
  const [errors, setErrors] = useState<PointsErrors>({});
  const [busy, setBusy] = useState(false);
  // One key per opening: a double click or a retry adjusts once (the API deduplicates).
  const key = useRef("");

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setErrors({});
    key.current = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  }, [open]);

  const update = (field: keyof PointsForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const result = validatePointsAdjustment(form, balance);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      const answer = await adjustPoints(studentId, { delta: result.delta, reason: result.reason, idempotencyKey: key.current });
      toast.success(`Puntos ajustados. Nuevo saldo: ${formatCount(answer.balance)}`);
      onAdjusted();
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title="Ajustar puntos"
      description={<>Saldo actual: {formatCount(balance)} puntos. El movimiento queda en su historial de puntos.</>}
      submitLabel="Guardar ajuste"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Puntos"
        inputMode="numeric"
        required
        value={form.delta}
        onChange={(event) => update("delta", event.target.value)}
        hint="Positivo para sumar (500), negativo para restar (-500)."
        error={errors.delta}
        autoComplete="off"
      />
      <TextField
        label="Motivo"
        required
        value={form.reason}
        onChange={(event) => update("reason", event.target.value)}
        hint="Queda registrado en la auditoría, con su nombre y la fecha."
        maxLength={300}
        error={errors.reason}
      />
    </FormDialog>
  );
}
