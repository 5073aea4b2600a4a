"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { SocialSignInConfig } from "@/config/env";
import { createDevIdentityClient } from "@/features/auth/api/dev-identity-client";
import { createFirebaseIdentityClient } from "@/features/auth/api/firebase-client";
import type { IdentityClient, SocialProvider } from "@/features/auth/api/identity-client";
import { FacebookIcon, GoogleIcon } from "@/features/auth/components/social-provider-icons";
import {
  completeSocialRedirect,
  pendingRedirectProvider,
  signInWithSocialProvider,
  type SocialSignInOutcome,
} from "@/features/auth/utils/social-auth";
import { cx } from "@/lib/cx";
import { afterSignInPath, PASSWORD_RECOVERY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { useAppRouter } from "@/store/use-app-router";

const PROVIDERS: { provider: SocialProvider; name: string; icon: ReactNode }[] = [
  { provider: "google.com", name: "Google", icon: <GoogleIcon className="size-6" /> },
  { provider: "facebook.com", name: "Facebook", icon: <FacebookIcon className="size-6" /> },
];

function identityClientFor(config: SocialSignInConfig): IdentityClient {
  return config.kind === "development" ? createDevIdentityClient() : createFirebaseIdentityClient(config.firebase);
}

/**
 * "Continuar con Google" (popup) and "Continuar con Facebook" (redirect), spec §4, above
 * the e-mail form of the sign-in and registration pages. `config` comes from the server at
 * request time; null (neither Firebase nor the development provider set up) renders nothing.
 * After signing in the visitor goes to `?next=` or the academy.
 */
export function SocialSignInButtons({ config, dividerLabel }: { config: SocialSignInConfig | null; dividerLabel: string }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const next = useSearchParams().get("next");
  const loading = useAppSelector((state) => state.auth.loading);
  const [active, setActive] = useState<SocialProvider | null>(null);
  const [accountExists, setAccountExists] = useState<{ email: string | null } | null>(null);
  const client = useMemo(() => (config ? identityClientFor(config) : null), [config]);

  const settle = useCallback(
    (outcome: SocialSignInOutcome) => {
      // Signed in or leaving for the provider: the buttons stay busy until the page changes.
      if (outcome.status === "signed-in") router.replace(afterSignInPath(next, outcome.session.user.role));
      else if (outcome.status !== "redirecting") setActive(null);
      if (outcome.status === "account-exists") setAccountExists({ email: outcome.email });
    },
    [router, next],
  );

  // Back from the provider's redirect: finish the sign-in it started.
  useEffect(() => {
    if (!client) return;
    const provider = pendingRedirectProvider();
    if (!provider) return;
    setActive(provider);
    void dispatch(completeSocialRedirect(client)).then(settle);
  }, [client, dispatch, settle]);

  if (!client) return null;

  const busy = loading || active !== null;
  const activeName = PROVIDERS.find((item) => item.provider === active)?.name;

  const onClick = (provider: SocialProvider) => {
    setActive(provider);
    setAccountExists(null);
    // Dispatched synchronously from the click, so a popup opens inside its user activation.
    void dispatch(signInWithSocialProvider(client, provider)).then(settle);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="social-sign-in">
      {PROVIDERS.map(({ provider, name, icon }) => (
        <button
          key={provider}
          type="button"
          onClick={() => onClick(provider)}
          // Firebase's SDK is fetched on the way to a click, so the popup is not blocked.
          onPointerEnter={() => client.preload()}
          onFocus={() => client.preload()}
          disabled={busy}
          aria-busy={active === provider}
          className={cx(
            // Slightly smaller on phones so "Continuar con Facebook" stays on one line at 360 px.
            "inline-flex min-h-12 w-full items-center justify-center gap-2.5 rounded-full border-2 border-neutral-300 bg-white px-3",
            "text-[0.9375rem] font-semibold text-secondary transition-colors hover:border-secondary hover:bg-neutral-50",
            "sm:gap-3 sm:px-4 sm:text-base",
            "disabled:cursor-not-allowed disabled:opacity-60",
          )}
        >
          {active === provider ? <Spinner className="size-6 border-[3px]" /> : icon}
          Continuar con {name}
        </button>
      ))}
      <p role="status" className="sr-only">
        {activeName ? `Conectando con ${activeName}…` : ""}
      </p>
      {accountExists ? (
        <div role="alert" className="rounded-2xl border border-primary bg-primary-light p-4 text-sm text-secondary" data-testid="account-exists">
          <p className="font-semibold">
            {accountExists.email ? `${accountExists.email} ya tiene una cuenta en FZ Academia.` : "Ese correo ya tiene una cuenta en FZ Academia."}
          </p>
          <p className="mt-1">
            Entra como lo hiciste la primera vez: con tu correo y contraseña{" "}
            <Link href={SIGN_IN_PATH} className="font-semibold underline underline-offset-2">
              aquí
            </Link>
            , o con el otro botón. ¿No recuerdas la contraseña?{" "}
            <Link href={PASSWORD_RECOVERY_PATH} className="font-semibold underline underline-offset-2">
              Recupérala
            </Link>
            .
          </p>
        </div>
      ) : null}
      <div className="mt-3 mb-2 flex items-center gap-3 text-sm text-neutral-600">
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
        {dividerLabel}
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
      </div>
    </div>
  );
}
