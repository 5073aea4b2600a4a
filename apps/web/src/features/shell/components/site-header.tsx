"use client";

import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon, LogoMark, MenuIcon } from "@/components/ui/icons";
import { navItems, type NavVariant } from "@/config/navigation";
import { cx } from "@/lib/cx";
import { NavLink } from "@/features/shell/components/nav-link";
import { useAppDispatch, useAppSelector, useDeferredAppSelector } from "@/store/hooks";
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
  cart,
  tools,
  mobileTools,
}: {
  /** By default: all four links on public pages, no Blog inside the academy and admin. */
  variant?: NavVariant;
  account: ReactNode;
  mobileAccount: ReactNode;
  /** The cart link (commerce feature): shown on every width, beside the account or the menu button. */
  cart?: ReactNode;
  /** A signed-in student's points and notification bell, beside the cart on every width. */
  tools?: ReactNode;
  /** What of `tools` does not fit a phone's bar, shown in the phone menu instead. */
  mobileTools?: ReactNode;
}) {
  const isPublic = useAppSelector((state) => state.general.isPublic);
  const items = navItems(variant ?? (isPublic ? "default" : "withoutBlog"));
  const openMobile = useAppSelector((state) => state.navigation.openMobile);
  // Signed in, the bar carries more (name, sign-out, points, bell): the inline navigation
  // waits for `lg`, or the bar would overflow a tablet.
  const crowded = useDeferredAppSelector((state) => state.auth.user !== null);
  const dispatch = useAppDispatch();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!openMobile) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch(setOpenMobile(false));
      // The focused element (in the menu) is about to disappear: give focus back to the
      // button that opened it, instead of dropping it to the page's body.
      menuButton.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openMobile, dispatch]);

  return (
    // No backdrop blur behind the sticky header: barely visible under 95 % white, it is
    // re-rasterised on every scrolled frame and slows the first one.
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight whitespace-nowrap text-secondary">
          <LogoMark className="size-8" />
          <span>
            FZ <span className="font-semibold">Academia</span>
          </span>
        </Link>

        <nav aria-label="Principal" className={cx("hidden", crowded ? "lg:block" : "md:block")}>
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

        <div className="flex items-center gap-2 md:gap-3">
          {tools}
          {cart}
          <div className={cx("hidden", crowded ? "lg:block" : "md:block")}>{account}</div>

          <button
            ref={menuButton}
            type="button"
            className={cx(
              "inline-flex size-11 items-center justify-center rounded-full text-secondary hover:bg-neutral-100",
              crowded ? "lg:hidden" : "md:hidden",
            )}
            aria-expanded={openMobile}
            aria-controls={MOBILE_MENU_ID}
            aria-label={openMobile ? "Cerrar menú" : "Abrir menú"}
            onClick={() => dispatch(toggleOpenMobile())}
          >
            {openMobile ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!openMobile}
        className={cx("border-t border-neutral-200 bg-white", crowded ? "lg:hidden" : "md:hidden")}
      >
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
            {mobileTools}
            {mobileAccount}
          </div>
        ) : null}
      </div>
    </header>
  );
}
