"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { errorCode, useConfirmPasswordResetMutation } from "@/features/account/api/account-api";
import { validateNewPassword } from "@/features/account/utils/password-reset-validation";
import { PASSWORD_RECOVERY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { clearSession } from "@/lib/session";
import { useAppRouter } from "@/store/use-app-router";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

function ExpiredLink() {
  return (
    <div className="flex flex-col gap-4" role="alert">
      <h2 className="text-xl font-extrabold">Este enlace ya no sirve</h2>
      <p className="text-neutral-700">
        El enlace para restablecer tu contraseña venció (dura una hora) o ya se usó. Pide uno nuevo: te llegará en unos
        minutos.
      </p>
      <Link href={PASSWORD_RECOVERY_PATH} className="font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4">
        Pedir un enlace nuevo
      </Link>
    </div>
  );
}

/** `/restablecer-contrasena?token=…`: the new password, twice; then every session ends. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const router = useAppRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [confirmPasswordReset] = useConfirmPasswordResetMutation();
  const [sending, setSending] = useState(false);
  const [expired, setExpired] = useState(!token);

  if (expired || !token) return <ExpiredLink />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = validateNewPassword(token, String(form.get("password") ?? ""), String(form.get("confirmation") ?? ""));
    if ("errors" in checked) {
      if (checked.errors.token) setExpired(true);
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await confirmPasswordReset({ token, password: checked.password });
    if (!result.error) {
      // The API ended every session of the account, this browser's included.
      clearSession();
      toast.success("Tu contraseña fue cambiada. Ingresa con la nueva contraseña.");
      router.replace(SIGN_IN_PATH);
      return;
    }
    setSending(false);
    // An expired or used link is explained here; any other failure was told by the error toasts.
    if (errorCode(result.error) === "invalid_email_token") setExpired(true);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Nueva contraseña">
      <FormErrorSummary errors={errors} />
      <TextField
        label="Contraseña nueva"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="Al menos 8 caracteres."
        error={errors.password}
      />
      <TextField
        label="Repite la contraseña"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation}
      />
      <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full">
        Cambiar contraseña
      </Button>
    </form>
  );
}
