import type { FieldValues } from "react-hook-form";

/**
 * Forms of the practice tools (docs/decisions/064): a few numbers and choices typed on a
 * phone, on pages a student opens every day. They are react-hook-form forms like every other
 * (`useZodForm`, decision 020: first invalid field focused, the same error summary), checked
 * by the small checks below instead of a zod schema, so that those pages load no validation
 * library with their first load (issue 37). Each check turns what the field holds into its
 * value, or says in Spanish what is wrong; `useCheckedForm` (./checked-form.ts) makes a form of
 * them. Plain functions: a server page may use them too.
 */
export type FieldCheck<Value> = (raw: unknown) => { value: Value } | { message: string };

/** One check per field; the form's values are what the checks return. */
export type FieldChecks<Values extends FieldValues> = { [Key in keyof Values]: FieldCheck<Values[Key]> };

/** What a form's fields hold before they are checked (text typed, a choice, a box). */
export type RawValues<Values extends FieldValues> = { [Key in keyof Values]: unknown };

/**
 * A whole number typed in a field, read as zod's `coerce.number().int().min().max()` reads it
 * (blank is 0): `typed` when it is not a number, `whole` when it has decimals, `range` outside
 * [min, max].
 */
export function wholeNumber(min: number, max: number, messages: { typed: string; whole: string; range: string }): FieldCheck<number> {
  return (raw) => {
    const value = Number(raw);
    if (Number.isNaN(value) || !Number.isFinite(value)) return { message: messages.typed };
    if (!Number.isInteger(value)) return { message: messages.whole };
    if (value < min || value > max) return { message: messages.range };
    return { value };
  };
}

/** One of a list of choices. */
export function oneOf<const Choice extends string>(choices: readonly Choice[], message: string): FieldCheck<Choice> {
  return (raw) => ((choices as readonly unknown[]).includes(raw) ? { value: raw as Choice } : { message });
}

/** A box ticked or not. */
export function yesNo(message: string): FieldCheck<boolean> {
  return (raw) => (typeof raw === "boolean" ? { value: raw } : { message });
}

/** Every field checked: the values, or the message of each field that is wrong. */
export function checkFields<Values extends FieldValues>(
  checks: FieldChecks<Values>,
  raw: Partial<RawValues<Values>>,
): { success: true; data: Values } | { success: false; errors: Partial<Record<keyof Values, string>> } {
  const data: Partial<Values> = {};
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const key of Object.keys(checks) as (keyof Values)[]) {
    const verdict = checks[key](raw[key]);
    if ("message" in verdict) errors[key] = verdict.message;
    else data[key] = verdict.value;
  }
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data: data as Values };
}
