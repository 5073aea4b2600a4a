"use client";

import type { AdminCouponInput } from "@fz/contracts/coupons";
import { useEffect } from "react";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { CheckboxField, SelectField, TextField } from "@/components/ui/form-field";
import { type AdminCouponItem, useCouponTargetsQuery, useSaveCouponMutation } from "@/features/admin/api/coupons-api";
import { EMPTY_COUPON, couponFormSchema, couponToForm, type CouponFormValues } from "@/features/admin/utils/coupon-form";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { messagesOf, showFieldRefusal, useZodForm } from "@/lib/forms";
import type { ApiQueryError } from "@/store/api";

const SCOPES = [
  { value: "all", label: "Todos los productos" },
  { value: "course", label: "Un curso (sus niveles, «todos los niveles» y sus tutoriales)" },
  { value: "level", label: "Un nivel" },
  { value: "tutorials", label: "Solo tutoriales" },
];

/** Creates or edits a coupon: the contract validates it here and again on the server. */
export function CouponDialog({ coupon, open, onClose }: { coupon: AdminCouponItem | null; open: boolean; onClose: (saved: AdminCouponItem | null) => void }) {
  const [saveCoupon, saving] = useSaveCouponMutation();
  const targets = useCouponTargetsQuery(undefined, { skip: !open });
  const form = useZodForm(couponFormSchema, { defaultValues: EMPTY_COUPON });
  const { errors } = form.formState;
  const kind = form.watch("discount_kind");
  const scope = form.watch("scope");

  useEffect(() => {
    if (open) form.reset(coupon ? couponToForm(coupon) : EMPTY_COUPON);
  }, [open, coupon, form]);
  // The course and level lists arrive after the dialog opens: select the coupon's own once they are there.
  useEffect(() => {
    if (open && coupon && targets.data && !form.formState.isDirty) form.reset(couponToForm(coupon));
  }, [open, coupon, targets.data, form]);

  const save = async (body: AdminCouponInput) => {
    const result = await saveCoupon({ id: coupon?.id ?? null, body });
    if ("data" in result && result.data) {
      onClose(result.data);
      return;
    }
    if (showFieldRefusal(form, result.error)) return;
    const messages = ((result.error as ApiQueryError | undefined)?.data as { errors?: string[] } | undefined)?.errors ?? ["No pudimos guardar el cupón. Inténtalo de nuevo."];
    // The code is the field a server refusal is about (a duplicate); the rest goes to the summary.
    const field = messages.some((m) => m.includes("código")) ? "code" : "root";
    form.setError(field as "code", { message: messages.join(" ") }, { shouldFocus: field === "code" });
  };

  const courses = targets.data?.courses ?? [];
  const levels = targets.data?.levels ?? [];
  const error = (name: keyof CouponFormValues) => errors[name]?.message;

  return (
    <FormDialog
      open={open}
      title={coupon ? `Editar el cupón ${coupon.code}` : "Nuevo cupón"}
      description="Los estudiantes escriben el código en el carrito; mayúsculas y minúsculas dan igual."
      submitLabel={coupon ? "Guardar cambios" : "Crear cupón"}
      busy={saving.isLoading}
      onSubmit={() => void form.handleSubmit(save)()}
      onClose={() => onClose(null)}
    >
      <FormErrorSummary errors={messagesOf(errors)} visible={Boolean(errors.root)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Código" required maxLength={32} autoComplete="off" className="uppercase" error={error("code")} {...form.register("code")} />
        <TextField label="Descripción" maxLength={200} hint="El estudiante la ve en el carrito." {...form.register("description")} />
        <SelectField
          label="Tipo de descuento"
          required
          placeholder="Elige el tipo"
          options={[
            { value: "percent", label: "Porcentaje" },
            { value: "fixed", label: "Valor fijo" },
          ]}
          {...form.register("discount_kind")}
        />
        {kind === "percent" ? (
          <TextField label="Porcentaje de descuento" required inputMode="numeric" hint="De 1 a 100." error={error("percent_off")} {...form.register("percent_off")} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:col-span-2">
            <TextField label="Descuento en pesos" inputMode="numeric" placeholder="20.000" error={error("amount_off_cop")} {...form.register("amount_off_cop")} />
            <TextField label="Descuento en dólares" inputMode="decimal" placeholder="5,00" error={error("amount_off_usd")} {...form.register("amount_off_usd")} />
          </div>
        )}
        <SelectField label="Aplica a" required placeholder="Elige los productos" options={SCOPES} {...form.register("scope")} />
        {scope === "course" ? (
          <SelectField
            label="Curso"
            required
            placeholder={targets.isLoading ? "Cargando cursos…" : "Elige el curso"}
            options={courses.map((course) => ({ value: String(course.id), label: course.title }))}
            error={error("course_id")}
            {...form.register("course_id")}
          />
        ) : scope === "level" ? (
          <SelectField
            label="Nivel"
            required
            placeholder={targets.isLoading ? "Cargando niveles…" : "Elige el nivel"}
            options={levels.map((level) => ({ value: String(level.id), label: `${level.course.title} · ${level.title}` }))}
            error={error("level_id")}
            {...form.register("level_id")}
          />
        ) : (
          <div className="hidden sm:block" />
        )}
        <TextField label="Válido desde" type="date" hint="Hora de Colombia." error={error("starts_at")} {...form.register("starts_at")} />
        <TextField label="Válido hasta (inclusive)" type="date" error={error("ends_at")} {...form.register("ends_at")} />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <TextField label="Compra mínima en pesos" inputMode="numeric" placeholder="100.000" error={error("min_order_cop")} {...form.register("min_order_cop")} />
          <TextField label="Compra mínima en dólares" inputMode="decimal" placeholder="30,00" error={error("min_order_usd")} {...form.register("min_order_usd")} />
        </div>
        <TextField label="Usos en total" inputMode="numeric" hint="Vacío: sin límite." error={error("max_redemptions")} {...form.register("max_redemptions")} />
      </div>
      <div className="flex flex-col gap-3">
        <CheckboxField label="Una sola vez por estudiante" {...form.register("once_per_student")} />
        <CheckboxField
          label="Solo para la primera compra"
          hint="Solo lo puede usar quien nunca ha pagado un pedido en la academia."
          {...form.register("first_purchase_only")}
        />
        <CheckboxField
          label="Activo"
          hint="Un cupón inactivo no se puede aplicar; los pedidos que ya lo usaron lo conservan."
          {...form.register("is_active")}
        />
      </div>
    </FormDialog>
  );
}
