"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, MailIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useVerifyEmailQuery } from "@/features/account/api/account-api";
import { ResendVerificationButton } from "@/features/account/components/resend-verification-button";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { failureStatus } from "@/store/api";
import { useAppSelector } from "@/store/hooks";

type Outcome = { kind: "verified"; alreadyVerified: boolean } | { kind: "invalid" } | { kind: "missing" } | { kind: "failed" };

/** `/verificar-correo?token=…`: confirms the address from the e-mail's link. */
export function VerifyEmailView({ token }: { token: string | null }) {
  const restored = useAppSelector((state) => state.auth.restored);
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  // One request per token and page load, whoever asks (the endpoint is keyed by the token).
  const verification = useVerifyEmailQuery(token ?? skipToken);
  const outcome: Outcome | null = !token
    ? // No token at all: the address was cut (a mail client breaking the line), not a used link.
      { kind: "missing" }
    : verification.isFetching
      ? null
      : verification.data
        ? // The API gives no flag for "it was already confirmed", only its message.
          { kind: "verified", alreadyVerified: /ya estaba/i.test(verification.data.detail) }
        : verification.isError
          ? failureStatus(verification.error) === 400
            ? { kind: "invalid" }
            : // No answer or a server error (told by the error toasts): a retry asks again.
              { kind: "failed" }
          : null;

  if (outcome === null) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner />
        <p className="font-semibold">Verificando tu correo…</p>
      </div>
    );
  }

  if (outcome.kind === "verified") {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success text-white">
          <CheckIcon className="size-8" />
        </span>
        <h2 className="text-2xl font-extrabold">
          {outcome.alreadyVerified ? "Tu correo ya estaba verificado" : "¡Correo verificado! Ganaste 100 puntos"}
        </h2>
        <p className="text-neutral-700">
          {outcome.alreadyVerified
            ? "No tienes que hacer nada más: tu cuenta está al día."
            : "Gracias por confirmar tu correo. Ya puedes seguir aprendiendo y canjear tus puntos en la academia."}
        </p>
        <Link href={signedIn ? ACADEMY_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(ACADEMY_PATH)}`} className={buttonClasses("primary", "lg", "mt-2")}>
          Ir a mi academia
        </Link>
      </div>
    );
  }

  if (outcome.kind === "failed") {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-2xl font-extrabold">No pudimos verificar tu correo</h2>
        <p className="text-neutral-700">Revisa tu conexión e inténtalo de nuevo.</p>
        <button
          type="button"
          className={buttonClasses("primary")}
          onClick={() => void verification.refetch()}
        >
          Intentar de nuevo
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-light text-primary-ink">
        <MailIcon className="size-8" />
      </span>
      {outcome.kind === "missing" ? (
        <>
          <h2 className="text-2xl font-extrabold">Al enlace le falta una parte</h2>
          <p className="text-neutral-700">
            La dirección que abriste no trae el código de verificación. Abre el enlace completo desde el correo que te enviamos, o
            pide uno nuevo.
          </p>
        </>
      ) : (
        <>
          <h2 className="text-2xl font-extrabold">Este enlace ya no sirve</h2>
          <p className="text-neutral-700">
            El enlace para verificar tu correo venció (dura 24 horas) o ya se usó. Pide uno nuevo y ábrelo desde el último
            correo que te enviemos.
          </p>
        </>
      )}
      {!restored ? null : signedIn ? (
        <ResendVerificationButton label="Enviarme un enlace nuevo" className="mt-2 min-h-11 px-5 text-base" />
      ) : (
        <p className="text-neutral-700">
          <Link
            href={`${SIGN_IN_PATH}?next=${encodeURIComponent(ACADEMY_PATH)}`}
            className="font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4"
          >
            Ingresa a tu cuenta
          </Link>{" "}
          para recibir un enlace nuevo.
        </p>
      )}
    </div>
  );
}
