"use client";

import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { messagesOf } from "@/lib/forms";
import { MissingPricesNotice, PriceEditor } from "@/features/admin/components/catalogue/price-editor";
import type { PriceDraft } from "@/features/admin/utils/catalogue-forms";

/**
 * A form's price boxes (`prices`), with their messages and, for subscriptions, which plans
 * will not be offered. `published` says how loudly to warn.
 */
export function PricesField<Values extends FieldValues, Output>({
  control,
  legend,
  durations,
  missing,
}: {
  control: Control<Values, unknown, Output>;
  legend: string;
  durations: readonly (1 | 4 | 12 | "once")[];
  /** For subscriptions: what is sold ("este nivel") and whether it is published. */
  missing?: { what: string; published: boolean };
}) {
  const { field, formState } = useController({ control, name: "prices" as Path<Values> });
  const value = field.value as PriceDraft;
  const errors = messagesOf((formState.errors as { prices?: object }).prices ?? {});
  return (
    <>
      <PriceEditor legend={legend} durations={durations} value={value} onChange={field.onChange} errors={errors} />
      {missing ? (
        <MissingPricesNotice value={value} durations={durations.filter((months) => months !== "once")} published={missing.published} what={missing.what} />
      ) : null}
    </>
  );
}
