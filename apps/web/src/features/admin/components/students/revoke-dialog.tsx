"use client";

import { useEffect } from "react";
import { revokeRequest } from "@fz/contracts/admin/students";
import { z } from "zod";
import { toast } from "@/lib/toasts";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/form-field";
import { messagesOf, showFieldRefusal, useZodForm } from "@/lib/forms";
import { type AdminGrantItem, useRevokeGrantMutation } from "@/features/admin/api/students-api";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { grantTargetLabel } from "@/features/admin/utils/grant-labels";

/** The reason, checked as the API checks it, with the back office's words for an empty one. */
const revokeSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: "Escribe el motivo: el estudiante lo lee en el aviso." })
    .pipe(revokeRequest.shape.reason),
});

/**
 * "Quitar acceso": closes one of the student's accesses now. It asks for the reason, which
 * the student reads in the bell and the e-mail that tell them, and which the audit log keeps.
 */
export function RevokeDialog({ grant, studentId, studentName, onClose }: { grant: AdminGrantItem | null; studentId: number; studentName: string; onClose: () => void }) {
  const [revokeGrant, revoking] = useRevokeGrantMutation();
  const form = useZodForm(revokeSchema, { defaultValues: { reason: "" } });
  const { errors } = form.formState;

  useEffect(() => {
    if (grant) form.reset({ reason: "" });
  }, [grant, form]);

  const revoke = async ({ reason }: { reason: string }) => {
    if (!grant) return;
    const result = await revokeGrant({ studentId, grantId: grant.id, reason });
    if (!result.data) {
      showFieldRefusal(form, result.error);
      return;
    }
    toast.success(`Acceso quitado: ${grantTargetLabel(result.data)}`);
    onClose();
  };

  return (
    <FormDialog
      open={grant !== null}
      title="¿Quitar este acceso?"
      description={
        <>
          {studentName} deja de tener acceso a <strong>{grant ? grantTargetLabel(grant) : ""}</strong> desde ahora. Se le avisa con el motivo que escribas.
        </>
      }
      submitLabel="Quitar acceso"
      danger
      busy={revoking.isLoading}
      onSubmit={() => void form.handleSubmit(revoke)()}
      onClose={onClose}
    >
      <FormErrorSummary errors={messagesOf(errors)} countOnly />
      <TextField
        label="Motivo"
        required
        hint="El estudiante lo lee en el aviso y en el correo que recibe; queda en la auditoría."
        maxLength={300}
        error={errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
