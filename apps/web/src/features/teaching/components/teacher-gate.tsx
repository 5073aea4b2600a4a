"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { LoadingPanel } from "@/components/ui/status-panel";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useAppSelector } from "@/store/hooks";
import { selectAcademySessionKnown, selectAcademySignedIn, selectAcademyUser } from "@/store/slices/auth-slice";
import { useAppRouter } from "@/store/use-app-router";

/**
 * The teacher's pages: a teacher or an admin; a student sees why not, a visitor signs in. The API
 * checks anyway. Like the academy's gate, it follows the user the server rendered the page for
 * (the `token` cookie's, decision 010) until the browser's stored session is read, so the page
 * comes with its HTML instead of after hydration.
 */
export function TeacherGate({ children }: { children: ReactNode }) {
  const known = useAppSelector(selectAcademySessionKnown);
  const signedIn = useAppSelector(selectAcademySignedIn);
  const user = useAppSelector(selectAcademyUser);
  const router = useAppRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (known && !signedIn) router.replace(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}`);
  }, [known, signedIn, pathname, router]);
  if (!known || !signedIn) return <LoadingPanel message="Comprobando tu acceso…" />;
  if (user?.role !== "teacher" && user?.role !== "admin") {
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center" data-testid="teacher-forbidden">
        <h1 className="text-3xl font-extrabold">Esta sección es para los profesores</h1>
        <p className="text-lg text-neutral-700">Tus tomas y las respuestas de tu profesor están en la academia, en «Mis revisiones».</p>
        <Link href={`${ACADEMY_PATH}/revisiones`} className={buttonClasses("primary", "md", "mt-2")}>
          Ir a mis revisiones
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
