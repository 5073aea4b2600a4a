"use client";

import { PASSWORD_MIN_LENGTH, registerRequest } from "@fz/contracts/auth";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { EmailField, SelectField, TextField } from "@/components/ui/form-field";
import { register } from "@/features/auth/api/auth-api";
import { fieldErrors } from "@/features/auth/utils/field-errors";
import { toCamel } from "@/lib/case";
import { ACADEMY_PATH, PASSWORD_RECOVERY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { fieldRefusal } from "@/lib/server-errors";
import { useAppDispatch } from "@/store/hooks";
import { useCountriesQuery, useInstrumentsQuery } from "@/store/reference-api";
import { setSession } from "@/store/slices/auth-slice";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";
import { hydrationDone } from "@/lib/deferred-hydration";

function optionalId(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && value !== "" ? Number(value) : null;
}

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const countries = useCountriesQuery().data ?? [];
  const instruments = useInstrumentsQuery().data ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [submitting, setSubmitting] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Validated in wire shape with the API's own schema: same rules, same Spanish messages.
    const parsed = registerRequest.safeParse({
      first_name: form.get("firstName"),
      last_name: form.get("lastName"),
      email: form.get("email"),
      password: form.get("password"),
      country_id: optionalId(form.get("countryId")),
      instrument_id: optionalId(form.get("instrumentId")),
    });
    if (!parsed.success) {
      setErrors(toCamel(fieldErrors(parsed.error.issues)));
      return;
    }
    setErrors({});
    setEmailTaken(false);
    setSubmitting(true);
    try {
      const session = await register(toCamel(parsed.data));
      await hydrationDone();
    dispatch(setSession({ user: session.user, token: session.access }));
      toast.success(`Te damos la bienvenida, ${session.user.firstName}`, { description: "Tu cuenta está lista." });
      router.replace(ACADEMY_PATH);
    } catch (error) {
      setSubmitting(false);
      // A refusal about fields stays at the fields (issue 35.11); anything else is a toast.
      const refusal = fieldRefusal(error);
      if (refusal) {
        setEmailTaken(refusal.code === "email_taken");
        setErrors(refusal.fields);
        return;
      }
      dispatch(reportError(error));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Crear cuenta">
      <FormErrorSummary errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nombre" name="firstName" autoComplete="given-name" required error={errors.firstName} />
        <TextField label="Apellido" name="lastName" autoComplete="family-name" required error={errors.lastName} />
      </div>
      <div className="flex flex-col gap-1.5">
        <EmailField error={errors.email} />
        {emailTaken ? (
          <p className="text-sm text-neutral-700" data-testid="email-taken-help">
            ¿Es tu cuenta?{" "}
            <Link href={SIGN_IN_PATH} className="font-semibold text-secondary underline underline-offset-2">
              Inicia sesión
            </Link>{" "}
            o{" "}
            <Link href={PASSWORD_RECOVERY_PATH} className="font-semibold text-secondary underline underline-offset-2">
              recupera tu contraseña
            </Link>
            .
          </p>
        ) : null}
      </div>
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres.`}
        error={errors.password}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="País"
          name="countryId"
          placeholder="Selecciona tu país"
          options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
          error={errors.countryId}
        />
        <SelectField
          label="Instrumento"
          name="instrumentId"
          placeholder="¿Qué quieres aprender?"
          options={instruments.map((instrument) => ({ value: String(instrument.id), label: instrument.name }))}
          error={errors.instrumentId}
        />
      </div>
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting} className="mt-1 w-full">
        Crear cuenta
      </Button>
      <p className="text-center text-sm text-neutral-700">
        ¿Ya tienes cuenta?{" "}
        <Link href={SIGN_IN_PATH} className="font-semibold text-secondary underline underline-offset-2">
          Inicia sesión
        </Link>
      </p>
    </form>
  );
}
