"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { LoadingPanel } from "@/components/ui/status-panel";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useAppSelector } from "@/store/hooks";
import { useAppRouter } from "@/store/use-app-router";

/** The teacher's pages: a teacher or an admin; a student sees why not, a visitor signs in. The API checks anyway. */
export function TeacherGate({ children }: { children: ReactNode }) {
  const { user, token, restored } = useAppSelector((state) => state.auth);
  const router = useAppRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (restored && !token) router.replace(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}`);
  }, [restored, token, pathname, router]);
  if (!restored || !token) return <LoadingPanel message="Comprobando tu acceso…" />;
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
