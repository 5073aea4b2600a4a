"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ADMIN_NAV_ITEMS } from "@/config/admin-navigation";
import { cx } from "@/lib/cx";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useAppSelector } from "@/store/hooks";
import { useAppRouter } from "@/store/use-app-router";

function isCurrent(pathname: string, url: string): boolean {
  // The most specific entry wins: /admin/blog/categorias is not also "Entradas del blog".
  const best = ADMIN_NAV_ITEMS.filter((item) => pathname === item.url || pathname.startsWith(`${item.url}/`)).sort(
    (a, b) => b.url.length - a.url.length,
  )[0];
  return best?.url === url;
}

/**
 * Frame of the administration: a side navigation and the page. Only an admin gets past it;
 * anyone else signed in sees a 403 page, and a visitor is sent to sign in. The API checks
 * the role on every call anyway: this only spares them a page of errors.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useAppRouter();
  const { user, token, restored } = useAppSelector((state) => state.auth);

  useEffect(() => {
    if (restored && !token) router.replace(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname)}`);
  }, [restored, token, pathname, router]);

  if (!restored || !token) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-24">
        <Spinner />
        <p className="font-semibold">Comprobando tu acceso…</p>
      </div>
    );
  }

  if (user?.role !== "admin") {
    return (
      <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center" data-testid="admin-forbidden">
        <p className="text-6xl font-extrabold text-primary-ink" aria-hidden="true">
          403
        </p>
        <h1 className="text-3xl font-extrabold">No tienes acceso a esta sección</h1>
        <p className="text-lg text-neutral-700">La administración es solo para el equipo de FZ Academia. Tu cuenta sigue disponible en la academia.</p>
        <Link href={ACADEMY_PATH} className={buttonClasses("primary", "md", "mt-2")}>
          Ir a mi academia
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:py-10">
      <nav aria-label="Administración" className="shrink-0 lg:w-60">
        <p className="mb-3 text-sm font-bold tracking-wide text-primary-ink uppercase">Administración</p>
        <ul className="flex gap-2 overflow-x-auto lg:flex-col">
          {ADMIN_NAV_ITEMS.map((item) => (
            <li key={item.url} className="shrink-0">
              <Link
                href={item.url}
                aria-current={isCurrent(pathname, item.url) ? "page" : undefined}
                className={cx(
                  "block rounded-xl px-4 py-2.5 font-semibold whitespace-nowrap",
                  isCurrent(pathname, item.url) ? "bg-secondary text-white" : "hover:bg-primary-light",
                )}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
