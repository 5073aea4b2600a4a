"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { MenuIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { currentAdminItem } from "@/config/admin-navigation";
import { cx } from "@/lib/cx";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { CollapseIcon, SidebarIcon } from "@/features/admin/components/admin-icons";
import { ADMIN_DRAWER_ID, AdminMobileDrawer } from "@/features/admin/components/admin-mobile-drawer";
import { AdminNavList } from "@/features/admin/components/admin-nav-list";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { restoreDrawerPreferences, toggleDrawer, toggleDrawerMini } from "@/store/slices/navigation-preferences";
import { toggleOpenMobile } from "@/store/slices/navigation-slice";
import { useAppRouter } from "@/store/use-app-router";

const SIDEBAR_ID = "menu-lateral-administracion";

/**
 * Frame of the administration: the drawer of spec §3 `navigation` and the page. Only an
 * admin gets past it; anyone else signed in sees a 403 page, and a visitor is sent to sign
 * in. The API checks the role on every call anyway: this only spares them a page of errors.
 *
 * Wide screens: a side drawer that can be hidden (`open`) or collapsed to icons (`mini`),
 * both remembered in this browser. Phones and tablets: an overlay drawer (`openMobile`).
 */
export function AdminShell({ children, account }: { children: ReactNode; account?: ReactNode }) {
  const pathname = usePathname();
  const router = useAppRouter();
  const dispatch = useAppDispatch();
  const { user, token, restored } = useAppSelector((state) => state.auth);
  const { open, openMobile, mini } = useAppSelector((state) => state.navigation);

  // Before the first paint, so a collapsed drawer never flashes open.
  useLayoutEffect(() => {
    dispatch(restoreDrawerPreferences());
  }, [dispatch]);

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

  const section = currentAdminItem(pathname)?.title;

  return (
    <div className="flex w-full flex-1 bg-neutral-50/60">
      <aside
        id={SIDEBAR_ID}
        hidden={!open}
        className={cx("hidden shrink-0 border-r border-neutral-200 bg-white transition-[width] duration-200", open && "lg:block", mini ? "w-20" : "w-64")}
        data-testid="admin-sidebar"
        data-mini={mini ? "true" : "false"}
      >
        {/* The column runs the page's full height; the drawer inside stays in view while it scrolls. */}
        <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">
          <nav aria-label="Administración" className="flex-1 overflow-y-auto px-3 py-5">
            <p className={cx("mb-3 px-3 text-sm font-bold tracking-wide text-primary-ink uppercase", mini && "sr-only")}>Administración</p>
            <AdminNavList mini={mini} />
          </nav>
          <div className="border-t border-neutral-200 p-3">
            <button
              type="button"
              onClick={() => dispatch(toggleDrawerMini())}
              title={mini ? "Expandir menú" : "Contraer menú"}
              className={cx(
                "flex min-h-11 w-full items-center gap-3 rounded-xl font-semibold text-neutral-700 hover:bg-neutral-100",
                mini ? "justify-center" : "px-3",
              )}
            >
              <CollapseIcon expand={mini} className="size-5 shrink-0" />
              <span className={mini ? "sr-only" : undefined}>{mini ? "Expandir menú" : "Contraer menú"}</span>
            </button>
          </div>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-h-14 items-center gap-2 border-b border-neutral-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            onClick={() => dispatch(toggleOpenMobile())}
            aria-expanded={openMobile}
            aria-controls={ADMIN_DRAWER_ID}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold hover:bg-neutral-100 lg:hidden"
          >
            <MenuIcon className="size-5" />
            Menú de administración
          </button>
          <button
            type="button"
            onClick={() => dispatch(toggleDrawer())}
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            title={open ? "Ocultar menú lateral" : "Mostrar menú lateral"}
            className="hidden size-11 items-center justify-center rounded-full hover:bg-neutral-100 lg:inline-flex"
          >
            <SidebarIcon className="size-5" />
            <span className="sr-only">{open ? "Ocultar menú lateral" : "Mostrar menú lateral"}</span>
          </button>
          {section ? (
            <p className="hidden truncate text-sm text-neutral-600 sm:block">
              Administración <span aria-hidden="true">›</span> <span className="font-semibold text-secondary">{section}</span>
            </p>
          ) : null}
        </div>
        <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
      </div>

      <AdminMobileDrawer account={account} />
    </div>
  );
}
