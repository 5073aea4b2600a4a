"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/lib/toasts";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/form-field";
import { messagesOf, useZodForm } from "@/lib/forms";
import { useAdjustPointsMutation } from "@/features/admin/api/students-api";
import { formatCount } from "@/features/admin/utils/admin-format";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { pointsSchema, type PointsForm } from "@/features/admin/utils/points-form";

const EMPTY: PointsForm = { delta: "", reason: "" };

function newKey() {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** "Ajustar puntos": adds or removes points with a reason, written to the student's ledger. */
export function PointsDialog({ open, studentId, balance, onClose }: { open: boolean; studentId: number; balance: number; onClose: () => void }) {
  const [adjustPoints, adjusting] = useAdjustPointsMutation();
  const form = useZodForm(pointsSchema(balance), { defaultValues: EMPTY });
  const { errors } = form.formState;
  // One key per opening: a double click or a retry adjusts once (the API deduplicates).
  const key = useRef("");

  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY);
    key.current = newKey();
  }, [open, form]);

  const adjust = async ({ delta, reason }: { delta: number; reason: string }) => {
    const result = await adjustPoints({ studentId, body: { delta, reason, idempotencyKey: key.current } });
    if (!result.data) return;
    toast.success(`Puntos ajustados. Nuevo saldo: ${formatCount(result.data.balance)}`);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="Ajustar puntos"
      description={<>Saldo actual: {formatCount(balance)} puntos. El movimiento queda en su historial de puntos.</>}
      submitLabel="Guardar ajuste"
      busy={adjusting.isLoading}
      onSubmit={() => void form.handleSubmit(adjust)()}
      onClose={onClose}
    >
      <FormErrorSummary errors={messagesOf(errors)} countOnly />
      <TextField
        label="Puntos"
        inputMode="numeric"
        required
        hint="Positivo para sumar (500), negativo para restar (-500)."
        autoComplete="off"
        error={errors.delta?.message}
        {...form.register("delta")}
      />
      <TextField label="Motivo" required hint="El estudiante lo lee en su historial de puntos, en el aviso y en el correo que recibe; queda en la auditoría." maxLength={300} error={errors.reason?.message} {...form.register("reason")} />
    </FormDialog>
  );
}
