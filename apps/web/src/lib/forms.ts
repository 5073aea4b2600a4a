"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FORM_SETUP } from "@/lib/checked-form";
import { fieldRefusal } from "@/lib/server-errors";

/**
 * The one way to write a form in the academy and the back office (docs/decisions/020):
 * react-hook-form validated by a zod schema — the contract's, or one built from it. On a
 * refused submission react-hook-form focuses the first invalid field (`shouldFocusError`);
 * `<FormErrorSummary errors={messagesOf(formState.errors)} />` announces what to fix.
 * Public pages stay library-free (decision 009) and keep their small hand validators.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver"> & {
    defaultValues?: DefaultValues<z.input<Schema>>;
  } = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...FORM_SETUP,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/** The messages of a form's errors by field path ("questions.0.text"), for the error summary. */
export function messagesOf(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === "string" && record.message) {
      out[path || "form"] = record.message;
      return;
    }
    for (const [key, value] of Object.entries(record)) {
      if (key === "ref" || key === "type" || key === "types") continue;
      walk(value, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, "");
  return out;
}

/**
 * A schema's verdict on values outside a form (a test, a check before a dialog opens): the
 * parsed output, or the first message per field path, keyed as `messagesOf` keys them.
 */
export function checkValues<Schema extends z.ZodType>(schema: Schema, values: z.input<Schema>): { data: z.output<Schema> } | { errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return { errors };
}

/**
 * A server refusal about fields (`{errors, code, fields}`: a slug or a code already taken)
 * shown at those fields of a react-hook-form form, where it stays until the field changes and
 * the form is sent again (issue 35.11); focus goes to the first. A field the form does not
 * have goes to the form's summary (`root`). False when the refusal is not about fields.
 */
export function showFieldRefusal<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>, error: unknown): boolean {
  const refusal = fieldRefusal(error);
  if (!refusal) return false;
  const values = form.getValues() as Record<string, unknown>;
  let first = true;
  for (const [wireName, message] of Object.entries(refusal.wireFields)) {
    const camelName = wireName.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    const name = wireName in values ? wireName : camelName in values ? camelName : "root";
    form.setError(name as Path<Values>, { type: "server", message }, { shouldFocus: first && name !== "root" });
    first = false;
  }
  return true;
}
