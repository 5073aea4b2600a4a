"use client";

import { useEffect, useId } from "react";
import { toast } from "@/lib/toasts";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { cx } from "@/lib/cx";
import { messagesOf, useZodForm } from "@/lib/forms";
import { useGrantAccessMutation, type GrantBody } from "@/features/admin/api/students-api";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { grantTargetLabel } from "@/features/admin/utils/grant-labels";
import { useGrantTargets } from "@/features/admin/hooks/use-grant-targets";
import { EMPTY_GRANT_FORM, GRANT_MONTHS, NOTE_MAX_LENGTH, grantSchema, todayInBogota, type GrantScope } from "@/features/admin/utils/grant-form";

const SCOPES: { value: GrantScope; label: string }[] = [
  { value: "level", label: "Nivel" },
  { value: "course", label: "Curso completo" },
  { value: "video", label: "Tutorial" },
];

const MONTH_LABELS: Record<(typeof GRANT_MONTHS)[number], string> = { "1": "1 mes", "4": "4 meses", "12": "12 meses" };
const TARGET_LABELS: Record<GrantScope, string> = { level: "Nivel", course: "Curso", video: "Tutorial" };
const radio =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 px-3 has-[:checked]:border-secondary has-[:checked]:bg-primary-light/70 has-[:focus-visible]:outline-2";
const longDate = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "America/Bogota" });

/**
 * "Dar o extender acceso": a level, a course or a tutorial, for 1, 4 or 12 months or until a
 * date, with a note for the record. A student who already has access gets it extended.
 */
export function GrantDialog({ open, studentId, studentName, onClose }: { open: boolean; studentId: number; studentName: string; onClose: () => void }) {
  const ids = useId();
  const [grantAccess, granting] = useGrantAccessMutation();
  const targets = useGrantTargets(open);
  const form = useZodForm(grantSchema(), { defaultValues: EMPTY_GRANT_FORM });
  const { errors } = form.formState;
  const [scope, duration, months] = form.watch(["scope", "duration", "months"]);

  useEffect(() => {
    if (open) form.reset(EMPTY_GRANT_FORM);
  }, [open, form]);

  const grant = async (body: GrantBody) => {
    const result = await grantAccess({ studentId, body });
    if (!result.data) return;
    toast.success(`Acceso otorgado: ${grantTargetLabel(result.data)} hasta el ${longDate.format(new Date(result.data.endsAt))}`);
    onClose();
  };

  const targetLabel = TARGET_LABELS[scope];
  const target = form.register("targetId");
  return (
    <FormDialog
      open={open}
      title="Dar o extender acceso"
      description={<>Para {studentName}. Si ya tiene acceso vigente a ese contenido, se extiende desde su fecha de fin.</>}
      submitLabel="Dar acceso"
      busy={granting.isLoading}
      onSubmit={() => void form.handleSubmit(grant)()}
      onClose={onClose}
    >
      <FormErrorSummary errors={messagesOf(errors)} countOnly />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">¿A qué da acceso?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SCOPES.map((option) => (
            <label key={option.value} className={radio}>
              <input
                type="radio"
                name={`${ids}-scope`}
                value={option.value}
                checked={scope === option.value}
                // Another kind of content: the chosen one no longer applies.
                onChange={() => {
                  form.setValue("scope", option.value);
                  form.setValue("targetId", "");
                  form.clearErrors("targetId");
                }}
                className="size-4 accent-secondary"
              />
              <span className="text-sm font-semibold">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-target`} className="text-sm font-semibold">
          {targetLabel}
        </label>
        <select
          id={`${ids}-target`}
          aria-invalid={errors.targetId ? true : undefined}
          aria-describedby={errors.targetId ? `${ids}-target-error` : undefined}
          disabled={!targets}
          className={cx(
            "block min-h-11 w-full rounded-lg border bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
            errors.targetId ? "border-error" : "border-neutral-400",
          )}
          {...target}
        >
          <option value="">{targets ? `Elige un ${targetLabel.toLowerCase()}` : "Cargando el catálogo…"}</option>
          {(targets?.[scope] ?? []).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errors.targetId ? (
          <p id={`${ids}-target-error`} className="text-sm font-medium text-error">
            {errors.targetId.message}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Duración</legend>
        <div className="grid grid-cols-2 gap-2">
          {GRANT_MONTHS.map((value) => (
            <label key={value} className={radio}>
              <input
                type="radio"
                name={`${ids}-duration`}
                checked={duration === "months" && months === value}
                onChange={() => {
                  form.setValue("duration", "months");
                  form.setValue("months", value);
                }}
                className="size-4 accent-secondary"
              />
              <span className="text-sm font-semibold">{MONTH_LABELS[value]}</span>
            </label>
          ))}
          <label className={radio}>
            <input type="radio" name={`${ids}-duration`} checked={duration === "date"} onChange={() => form.setValue("duration", "date")} className="size-4 accent-secondary" />
            <span className="text-sm font-semibold">Hasta una fecha</span>
          </label>
        </div>
        {errors.months ? <p className="text-sm font-medium text-error">{errors.months.message}</p> : null}
        {duration === "date" ? (
          <TextField
            label="Fecha de fin"
            required
            type="date"
            min={todayInBogota()}
            hint="Incluye ese día completo (hora de Colombia)."
            error={errors.endDate?.message}
            {...form.register("endDate")}
          />
        ) : null}
      </fieldset>

      <TextAreaField
        label="Motivo"
        hint="El estudiante lo lee en el aviso y el correo que recibe; queda en el historial del acceso y en la auditoría: por ejemplo, «pago por transferencia» o «beca»."
        maxLength={NOTE_MAX_LENGTH}
        error={errors.note?.message}
        {...form.register("note")}
      />
    </FormDialog>
  );
}
