"use client";

import { type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, useForm } from "react-hook-form";
import { type FieldChecks, type RawValues, checkFields } from "@/lib/field-checks";

/** How every form of the academy and the back office validates and focuses (here and `useZodForm`). */
export const FORM_SETUP = { mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: true } as const;

/** The checks as a react-hook-form resolver. */
function checksResolver<Values extends FieldValues>(checks: FieldChecks<Values>): Resolver<RawValues<Values>, unknown, Values> {
  return (raw) => {
    const verdict = checkFields(checks, raw);
    if (verdict.success) return { values: verdict.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [key, message] of Object.entries(verdict.errors)) errors[key] = { type: "validate", message: message as string };
    return { values: {}, errors: errors as FieldErrors<RawValues<Values>> };
  };
}

/** A react-hook-form form checked by `checks`, set up as `useZodForm` sets its forms up. */
export function useCheckedForm<Values extends FieldValues>(
  checks: FieldChecks<Values>,
  options: Omit<UseFormProps<RawValues<Values>, unknown, Values>, "resolver"> & { defaultValues?: DefaultValues<RawValues<Values>> } = {},
) {
  return useForm<RawValues<Values>, unknown, Values>({
    ...FORM_SETUP,
    ...options,
    resolver: checksResolver(checks),
  });
}
