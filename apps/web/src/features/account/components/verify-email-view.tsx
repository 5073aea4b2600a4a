"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, MailIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { refreshStoredUser, verifyEmail } from "@/features/account/api/account-email-api";
import { ResendVerificationButton } from "@/features/account/components/resend-verification-button";
import { isApiError } from "@/lib/api-error";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

type Outcome = { kind: "verified"; alreadyVerified: boolean } | { kind: "invalid" } | { kind: "missing" } | { kind: "failed" };

/**
 * A link works once. React may run the page's effect twice (Strict Mode) and the student may
 * reload: one request per token and page load, shared by whoever asks.
 */
const attempts = new Map<string, Promise<Outcome>>();

function verifyOnce(token: string, onUnexpected: (error: unknown) => void): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      // The API gives no flag for "it was already confirmed", only its message.
      (answer): Outcome => ({ kind: "verified", alreadyVerified: /ya estaba/i.test(answer.detail) }),
      (error: unknown): Outcome => {
        if (isApiError(error) && error.status === 400) return { kind: "invalid" };
        // No answer or a server error: let a retry ask again.
        attempts.delete(token);
        onUnexpected(error);
        return { kind: "failed" };
      },
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** `/verificar-correo?token=…`: confirms the address from the e-mail's link. */
export function VerifyEmailView({ token }: { token: string | null }) {
  const dispatch = useAppDispatch();
  const restored = useAppSelector((state) => state.auth.restored);
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  // No token at all: the address was cut (a mail client breaking the line), not a used link.
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: "missing" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyOnce(token, (error) => dispatch(reportError(error))).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt, dispatch]);

  // The header and the academy read the stored user: it now says verified, with 100 more points.
  useEffect(() => {
    if (outcome?.kind === "verified" && signedIn) void refreshStoredUser().catch(() => undefined);
  }, [outcome, signedIn]);

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
          onClick={() => {
            setOutcome(null);
            setAttempt((value) => value + 1);
          }}
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
