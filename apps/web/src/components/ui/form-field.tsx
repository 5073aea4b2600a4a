import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cx } from "@/lib/cx";

const controlClasses =
  "block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-secondary placeholder:text-neutral-500 " +
  "focus:border-secondary focus:outline-2 focus:outline-offset-1 focus:outline-secondary";

function Field({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-secondary">
          {label}
        </label>
        {/* Outside the label so the field's accessible name is exactly its label. */}
        {optional ? <span className="text-xs text-neutral-600">Opcional</span> : null}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextField({ label, error, hint, className, required, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={!required}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={cx(controlClasses, error ? "border-error" : "border-neutral-400", className)}
        {...props}
      />
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  placeholder: string;
};

export function SelectField({ label, error, options, placeholder, className, required, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} optional={!required}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(controlClasses, error ? "border-error" : "border-neutral-400", className)}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({ label, error, hint, className, required, rows = 3, ...props }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={!required}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={cx(controlClasses, "resize-y leading-relaxed", error ? "border-error" : "border-neutral-400", className)}
        {...props}
      />
    </Field>
  );
}

/** The e-mail field of the sign-in, register and recovery forms: the same label, keyboard and autofill. */
export function EmailField({ error }: { error?: string }) {
  return <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" inputMode="email" required error={error} />;
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: string;
  /** A line of explanation under the label. */
  hint?: ReactNode;
};

/** A labelled checkbox with an optional line of explanation; takes register()'s props or checked/onChange. */
export function CheckboxField({ label, hint, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} className="mt-0.5 size-5 shrink-0 accent-secondary" {...props} />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-neutral-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
