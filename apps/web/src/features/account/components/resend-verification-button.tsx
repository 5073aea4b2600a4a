"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { refreshStoredUser, requestVerificationEmail } from "@/features/account/api/account-email-api";
import { isApiError } from "@/lib/api-error";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

function errorCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const code = (error.body as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** "Reenviar correo": a new verification link to the signed-in student's address. */
export function ResendVerificationButton({
  variant = "primary",
  label = "Reenviar correo",
  className,
}: {
  variant?: ButtonVariant;
  label?: string;
  className?: string;
}) {
  const dispatch = useAppDispatch();
  const email = useAppSelector((state) => state.auth.user?.email);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await requestVerificationEmail();
      toast.success(email ? `Te enviamos un enlace nuevo a ${email}. Revisa tu bandeja de entrada.` : "Te enviamos un enlace nuevo. Revisa tu bandeja de entrada.");
    } catch (error) {
      if (errorCode(error) === "email_already_verified") {
        // Verified meanwhile (another tab, another device): the stored user catches up.
        toast.info("Tu correo ya está verificado.");
        await refreshStoredUser().catch(() => undefined);
      } else {
        dispatch(reportError(error));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant={variant} size="sm" className={className} disabled={sending} aria-busy={sending} onClick={() => void resend()}>
      {label}
    </Button>
  );
}
