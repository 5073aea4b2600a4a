"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { MailIcon } from "@/components/ui/icons";
import { useWhoamiQuery } from "@/features/account/api/account-api";
import { ResendVerificationButton } from "@/features/account/components/resend-verification-button";
import { useAppSelector } from "@/store/hooks";
import { selectAcademyUser } from "@/store/slices/auth-slice";

/**
 * The academy's reminder while the student's address is unconfirmed, with "Reenviar correo".
 * The stored user may be older than a verification made elsewhere: it is read again once.
 */
export function VerifyEmailBanner() {
  const user = useAppSelector(selectAcademyUser);
  const unverified = user !== null && user.emailVerified === false;
  // The stored user may be older than a verification made elsewhere: read again once, on showing.
  useWhoamiQuery(unverified ? undefined : skipToken);

  if (!user || !unverified) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 sm:pt-8">
      <section
        aria-labelledby="verifica-tu-correo"
        className="flex flex-col gap-4 rounded-2xl border border-primary/50 bg-primary-light p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-secondary">
            <MailIcon className="size-5" />
          </span>
          <div>
            <h2 id="verifica-tu-correo" className="font-extrabold">
              Verifica tu correo
            </h2>
            <p className="text-neutral-800">
              Abre el enlace que te enviamos a <strong className="break-all">{user.email}</strong> y gana 100 puntos.
            </p>
          </div>
        </div>
        <ResendVerificationButton variant="dark" className="shrink-0 self-start sm:self-center" />
      </section>
    </div>
  );
}
