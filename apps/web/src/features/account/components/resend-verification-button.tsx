"use client";

import { toast } from "@/lib/toasts";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { errorCode, readUserAgain, useRequestVerificationEmailMutation } from "@/features/account/api/account-api";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { selectAcademyUser } from "@/store/slices/auth-slice";

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
  const email = useAppSelector((state) => selectAcademyUser(state)?.email);
  const [requestVerificationEmail, request] = useRequestVerificationEmailMutation();
  const sending = request.isLoading;

  const resend = async () => {
    const result = await requestVerificationEmail();
    if (!result.error) {
      toast.success(email ? `Te enviamos un enlace nuevo a ${email}. Revisa tu bandeja de entrada.` : "Te enviamos un enlace nuevo. Revisa tu bandeja de entrada.");
    } else if (errorCode(result.error) === "email_already_verified") {
      // Verified meanwhile (another tab, another device): the stored user catches up.
      toast.info("Tu correo ya está verificado.");
      await dispatch(readUserAgain());
    }
    // Any other failure was told by the error toasts.
  };

  return (
    <Button variant={variant} size="sm" className={className} disabled={sending} aria-busy={sending} onClick={() => void resend()}>
      {label}
    </Button>
  );
}
