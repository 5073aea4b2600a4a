"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/form-field";
import { MailIcon } from "@/components/ui/icons";
import { useRequestPasswordResetMutation } from "@/features/account/api/account-api";
import { validateRecoveryEmail } from "@/features/account/utils/password-reset-validation";
import { SIGN_IN_PATH } from "@/lib/routes";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

/**
 * `/recuperar-contrasena`: asks for a reset link. The confirmation is the same whether or not
 * the address has an account, so the form never tells who is registered.
 */
export function RecoverPasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [requestPasswordReset, request] = useRequestPasswordResetMutation();
  const sending = request.isLoading;
  const sent = request.isSuccess;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateRecoveryEmail(new FormData(event.currentTarget).get("email"));
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // Only "too many requests" or a connection problem fail (told by the error toasts): the
    // answer is otherwise neutral.
    await requestPasswordReset({ email: checked.email });
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-light text-primary-ink">
          <MailIcon className="size-7" />
        </span>
        <h2 className="text-xl font-extrabold">Revisa tu correo</h2>
        <p className="text-neutral-700">
          Si el correo corresponde a una cuenta, te enviamos un enlace para restablecer la contraseña. El enlace vence en
          una hora y sirve una sola vez. Si no lo ves, busca también en la carpeta de correo no deseado.
        </p>
        <Link href={SIGN_IN_PATH} className="font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4">
          Volver a ingresar
        </Link>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Recuperar contraseña">
      <FormErrorSummary errors={errors} />
      <EmailField error={errors.email} />
      <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full">
        Enviar enlace
      </Button>
      <p className="text-center text-sm text-neutral-700">
        ¿La recordaste?{" "}
        <Link href={SIGN_IN_PATH} className="font-semibold text-secondary underline underline-offset-2">
          Ingresar
        </Link>
      </p>
    </form>
  );
}
