"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { fetchWhoami } from "@/features/auth/api/auth-api";
import { isApiError } from "@/lib/api-error";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { clearSession } from "@/lib/session";
import { whatsappLink } from "@/lib/whatsapp";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { clearAuth, setUser } from "@/store/slices/auth-slice";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";

const signInAgain = `${SIGN_IN_PATH}?next=${encodeURIComponent(ACADEMY_PATH)}`;

/** The signed-in landing of the academy; later issues add courses, progress and points. */
export function AcademyWelcome() {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const { user, restored } = useAppSelector((state) => state.auth);
  const signedIn = useAppSelector((state) => state.auth.token !== null);

  useEffect(() => {
    if (!restored) return;
    if (!signedIn) {
      // The cookie let the proxy through but this browser holds no session: start over.
      clearSession();
      router.replace(signInAgain);
      return;
    }
    const controller = new AbortController();
    fetchWhoami(controller.signal)
      .then((fresh) => dispatch(setUser(fresh)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch(reportError(error));
        if (isApiError(error) && error.status === 401) {
          clearSession();
          dispatch(clearAuth());
          router.replace(signInAgain);
        }
      });
    return () => controller.abort();
    // Keyed on being signed in, not on the token: a refresh mid-request must not refetch.
  }, [restored, signedIn, dispatch, router]);

  if (!user) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-24">
        <Spinner />
        <p className="font-semibold">Cargando tu cuenta…</p>
      </div>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-secondary px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-bold tracking-wide text-primary uppercase">Tu academia</p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">Hola, {user.firstName}</h1>
        <p className="mt-3 max-w-2xl text-lg text-neutral-200">
          Bienvenido a FZ Academia. Desde aquí seguirás tus cursos nivel a nivel, verás tus videos y ejercicios y
          acumularás puntos mientras aprendes.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-6">
          <h2 className="text-xl font-bold">Elige tu curso</h2>
          <p className="text-neutral-700">Acordeón, guitarra, caja o guacharaca: empieza por el primer nivel.</p>
          <Link href="/cursos" className={buttonClasses("primary", "md", "self-start")}>
            Ver cursos
          </Link>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-6">
          <h2 className="text-xl font-bold">¿Necesitas ayuda?</h2>
          <p className="text-neutral-700">Nuestro equipo te responde por WhatsApp.</p>
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("outline-dark", "md", "self-start")}
          >
            Hablar con un asesor
          </a>
        </div>
      </div>
    </section>
  );
}
