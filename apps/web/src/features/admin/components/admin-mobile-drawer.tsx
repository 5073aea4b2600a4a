"use client";

import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { AdminNavList } from "@/features/admin/components/admin-nav-list";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { setOpenMobile } from "@/store/slices/navigation-slice";

export const ADMIN_DRAWER_ID = "menu-administracion";

/** Wide screens show the side drawer instead (Tailwind's `lg`). */
const WIDE = "(min-width: 1024px)";

/**
 * Spec §3 `navigation.openMobile` on phones and tablets: the sections in a modal drawer from
 * the left (a native <dialog>, so focus stays inside and Escape closes it). The site header's
 * phone menu follows the same flag, so on admin pages this drawer is the one phone menu: it
 * also carries the way back to the site and the account (`account`, from the layout).
 */
export function AdminMobileDrawer({ account }: { account?: ReactNode }) {
  const dispatch = useAppDispatch();
  const openMobile = useAppSelector((state) => state.navigation.openMobile);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const wide = typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches;
    if (openMobile && !wide && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if ((!openMobile || wide) && dialog.open) {
      dialog.close();
    }
  }, [openMobile]);

  // Growing the window to a wide screen swaps the overlay for the side drawer.
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(WIDE);
    const onChange = () => {
      if (query.matches) dispatch(setOpenMobile(false));
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [dispatch]);

  const close = () => dispatch(setOpenMobile(false));

  return (
    <dialog
      ref={ref}
      id={ADMIN_DRAWER_ID}
      aria-label="Menú de administración"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => {
        if (openMobile) close();
      }}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-secondary shadow-2xl backdrop:bg-secondary/60 open:animate-[fz-fade-in_150ms_ease-out]"
    >
      {openMobile ? (
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Administración</p>
            <button
              type="button"
              onClick={close}
              aria-label="Cerrar menú"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <nav aria-label="Secciones de administración">
            <AdminNavList onNavigate={close} />
          </nav>
          <div className="mt-auto flex flex-col gap-3 border-t border-neutral-200 pt-4">
            <Link href="/" onClick={close} className="font-semibold underline decoration-primary decoration-2 underline-offset-4">
              Ir al sitio público
            </Link>
            {account}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
