"use client";

import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { TextAreaField } from "@/components/ui/form-field";
import { cx } from "@/lib/cx";
import { listCourses, listLevels, listTutorials } from "@/features/admin/api/catalogue-api";
import { grantAccess } from "@/features/admin/api/students-api";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { useResource } from "@/features/admin/components/use-resource";
import { grantTargetLabel } from "@/features/admin/components/students/grant-labels";
import {
  EMPTY_GRANT_FORM,
  GRANT_MONTHS,
  NOTE_MAX_LENGTH,
  todayInBogota,
  validateGrant,
  type GrantErrors,
  type GrantForm,
  type GrantScope,
} from "@/features/admin/store/grant-validation";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

const SCOPES: { value: GrantScope; label: string }[] = [
  { value: "level", label: "Nivel" },
  { value: "course", label: "Curso completo" },
  { value: "video", label: "Tutorial" },
];

const MONTH_LABELS: Record<(typeof GRANT_MONTHS)[number], string> = { "1": "1 mes", "4": "4 meses", "12": "12 meses" };

interface TargetGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** Everything a grant can open, grouped for the picker: levels by course, then courses, then tutorials. */
async function loadTargets(signal: AbortSignal): Promise<Record<GrantScope, TargetGroup[]>> {
  const [levels, courses, tutorials] = await Promise.all([listLevels(undefined, signal), listCourses(signal), listTutorials(signal)]);
  const byCourse = new Map<string, TargetGroup>();
  for (const level of levels.results) {
    const group = byCourse.get(level.course.title) ?? { label: level.course.title, options: [] };
    group.options.push({ value: String(level.id), label: `${level.course.title} · ${level.title}${level.isPublished ? "" : " (sin publicar)"}` });
    byCourse.set(level.course.title, group);
  }
  return {
    level: [...byCourse.values()],
    course: [{ label: "Cursos", options: courses.results.map((course) => ({ value: String(course.id), label: course.title })) }],
    video: [{ label: "Tutoriales", options: tutorials.results.map((video) => ({ value: String(video.id), label: video.title })) }],
  };
}

/**
 * "Dar o extender acceso": a level, a course or a tutorial, for 1, 4 or 12 months or until a
 * date, with a note for the record. A student who already has access gets it extended.
 */
export function GrantDialog({
  open,
  studentId,
  studentName,
  onClose,
  onGranted,
}: {
  open: boolean;
  studentId: number;
  studentName: string;
  onClose: () => void;
  onGranted: () => void;
}) {
  const dispatch = useAppDispatch();
  const ids = useId();
  const [form, setForm] = useState<GrantForm>(EMPTY_GRANT_FORM);
  const [errors, setErrors] = useState<GrantErrors>({});
  const [busy, setBusy] = useState(false);
  const targets = useResource(open ? "grant-targets" : null, (signal) => loadTargets(signal));

  useEffect(() => {
    if (open) {
      setForm(EMPTY_GRANT_FORM);
      setErrors({});
    }
  }, [open]);

  const update = <K extends keyof GrantForm>(key: K, value: GrantForm[K]) => {
    setForm((current) => ({ ...current, [key]: value, ...(key === "scope" ? { targetId: "" } : {}) }));
    setErrors((current) => ({ ...current, [key === "scope" ? "targetId" : key]: undefined }));
  };

  const submit = async () => {
    const result = validateGrant(form);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    try {
      const grant = await grantAccess(studentId, result.body);
      toast.success(`Acceso otorgado: ${grantTargetLabel(grant)} hasta el ${new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "America/Bogota" }).format(new Date(grant.endsAt))}`);
      onGranted();
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setBusy(false);
    }
  };

  const groups = targets.data?.[form.scope] ?? [];
  const targetLabel = form.scope === "level" ? "Nivel" : form.scope === "course" ? "Curso" : "Tutorial";
  const radio = "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 has-[:checked]:border-secondary has-[:checked]:bg-primary-light/70 has-[:focus-visible]:outline-2";

  return (
    <FormDialog
      open={open}
      title="Dar o extender acceso"
      description={<>Para {studentName}. Si ya tiene acceso vigente a ese contenido, se extiende desde su fecha de fin.</>}
      submitLabel="Dar acceso"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">¿A qué da acceso?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SCOPES.map((scope) => (
            <label key={scope.value} className={cx(radio, "border-neutral-300")}>
              <input
                type="radio"
                name={`${ids}-scope`}
                value={scope.value}
                checked={form.scope === scope.value}
                onChange={() => update("scope", scope.value)}
                className="size-4 accent-secondary"
              />
              <span className="text-sm font-semibold">{scope.label}</span>
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
          value={form.targetId}
          onChange={(event) => update("targetId", event.target.value)}
          aria-invalid={errors.targetId ? true : undefined}
          aria-describedby={errors.targetId ? `${ids}-target-error` : undefined}
          disabled={!targets.data}
          className={cx(
            "block min-h-11 w-full rounded-lg border bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
            errors.targetId ? "border-error" : "border-neutral-400",
          )}
        >
          <option value="">{targets.data ? `Elige un ${targetLabel.toLowerCase()}` : "Cargando el catálogo…"}</option>
          {groups.map((group) => (
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
            {errors.targetId}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Duración</legend>
        <div className="grid grid-cols-2 gap-2">
          {GRANT_MONTHS.map((months) => (
            <label key={months} className={cx(radio, "border-neutral-300")}>
              <input
                type="radio"
                name={`${ids}-duration`}
                checked={form.duration === "months" && form.months === months}
                onChange={() => {
                  update("duration", "months");
                  update("months", months);
                }}
                className="size-4 accent-secondary"
              />
              <span className="text-sm font-semibold">{MONTH_LABELS[months]}</span>
            </label>
          ))}
          <label className={cx(radio, "border-neutral-300")}>
            <input
              type="radio"
              name={`${ids}-duration`}
              checked={form.duration === "date"}
              onChange={() => update("duration", "date")}
              className="size-4 accent-secondary"
            />
            <span className="text-sm font-semibold">Hasta una fecha</span>
          </label>
        </div>
        {errors.months ? <p className="text-sm font-medium text-error">{errors.months}</p> : null}
        {form.duration === "date" ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-end`} className="text-sm font-semibold">
              Fecha de fin
            </label>
            <input
              id={`${ids}-end`}
              type="date"
              value={form.endDate}
              min={todayInBogota()}
              onChange={(event) => update("endDate", event.target.value)}
              aria-invalid={errors.endDate ? true : undefined}
              aria-describedby={errors.endDate ? `${ids}-end-error` : `${ids}-end-hint`}
              className={cx(
                "block min-h-11 w-full rounded-lg border bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
                errors.endDate ? "border-error" : "border-neutral-400",
              )}
            />
            {errors.endDate ? (
              <p id={`${ids}-end-error`} className="text-sm font-medium text-error">
                {errors.endDate}
              </p>
            ) : (
              <p id={`${ids}-end-hint`} className="text-sm text-neutral-600">
                Incluye ese día completo (hora de Colombia).
              </p>
            )}
          </div>
        ) : null}
      </fieldset>

      <TextAreaField
        label="Nota"
        hint="Queda en el historial del acceso y en la auditoría: por ejemplo, «pago por transferencia» o «beca»."
        value={form.note}
        onChange={(event) => update("note", event.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        error={errors.note}
      />
    </FormDialog>
  );
}
