"use client";

import { tokenRequest } from "@fz/contracts/auth";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { EmailField, TextField } from "@/components/ui/form-field";
import { signIn } from "@/features/auth/api/auth-api";
import { fieldErrors } from "@/features/auth/utils/field-errors";
import { PASSWORD_RECOVERY_PATH, REGISTER_PATH, afterSignInPath } from "@/lib/routes";
import { useAppDispatch } from "@/store/hooks";
import { setSession } from "@/store/slices/auth-slice";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";
import { hydrationDone } from "@/lib/deferred-hydration";

export function SignInForm() {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const next = useSearchParams().get("next");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The same schema the API validates with, so both speak with the same Spanish messages.
    const parsed = tokenRequest.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const session = await signIn(parsed.data);
      await hydrationDone();
    dispatch(setSession({ user: session.user, token: session.access }));
      // The spec's «Bienvenido a FZ Academia» is for social sign-in; here we know the name.
      toast.success(`Hola de nuevo, ${session.user.firstName}`);
      router.replace(afterSignInPath(next, session.user.role));
    } catch (error) {
      dispatch(reportError(error));
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Ingresar">
      <FormErrorSummary errors={errors} />
      <EmailField error={errors.email} />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Link
        href={PASSWORD_RECOVERY_PATH}
        className="-mt-2 self-end text-sm font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4 hover:decoration-primary-dark"
      >
        ¿Olvidaste tu contraseña?
      </Link>
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting} className="mt-1 w-full">
        Ingresar
      </Button>
      <p className="text-center text-sm text-neutral-700">
        ¿Aún no tienes cuenta?{" "}
        <Link href={REGISTER_PATH} className="font-semibold text-secondary underline underline-offset-2">
          Crea una cuenta
        </Link>
      </p>
    </form>
  );
}
