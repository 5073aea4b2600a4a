"use client";

import Link from "next/link";
import { useEffect, type ReactNode } from "react";
import { CloseIcon, LogoMark, MenuIcon } from "@/components/ui/icons";
import { navItems, type NavVariant } from "@/config/navigation";
import { NavLink } from "@/features/shell/components/nav-link";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { setOpenMobile, toggleOpenMobile } from "@/store/slices/navigation-slice";

const MOBILE_MENU_ID = "menu-movil";

/**
 * Sticky, responsive header: inline navigation on wide screens, a menu button on phones.
 * The account area comes from the auth feature, composed by the layout.
 */
export function SiteHeader({
  variant,
  account,
  mobileAccount,
}: {
  /** By default: all four links on public pages, no Blog inside the academy and admin. */
  variant?: NavVariant;
  account: ReactNode;
  mobileAccount: ReactNode;
}) {
  const isPublic = useAppSelector((state) => state.general.isPublic);
  const items = navItems(variant ?? (isPublic ? "default" : "withoutBlog"));
  const openMobile = useAppSelector((state) => state.navigation.openMobile);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!openMobile) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dispatch(setOpenMobile(false));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openMobile, dispatch]);

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-secondary">
          <LogoMark className="size-8" />
          <span>
            FZ <span className="font-semibold">Academia</span>
          </span>
        </Link>

        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.title}>
                <NavLink
                  item={item}
                  className="rounded-full px-3 py-2 font-medium text-secondary hover:bg-primary-light aria-[current=page]:bg-primary-light aria-[current=page]:font-semibold"
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">{account}</div>

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-secondary hover:bg-neutral-100 md:hidden"
          aria-expanded={openMobile}
          aria-controls={MOBILE_MENU_ID}
          aria-label={openMobile ? "Cerrar menú" : "Abrir menú"}
          onClick={() => dispatch(toggleOpenMobile())}
        >
          {openMobile ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!openMobile} className="border-t border-neutral-200 bg-white md:hidden">
        {openMobile ? (
          // Any link closes the menu, even one to the page already shown.
          <div
            className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4"
            onClick={(event) => {
              if (event.target instanceof Element && event.target.closest("a")) dispatch(setOpenMobile(false));
            }}
          >
            <nav aria-label="Menú">
              <ul className="flex flex-col">
                {items.map((item) => (
                  <li key={item.title}>
                    <NavLink
                      item={item}
                      className="block rounded-lg px-3 py-3 text-lg font-medium text-secondary hover:bg-primary-light aria-[current=page]:bg-primary-light"
                    />
                  </li>
                ))}
              </ul>
            </nav>
            {mobileAccount}
          </div>
        ) : null}
      </div>
    </header>
  );
}
