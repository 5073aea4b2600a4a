"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { skipToken } from "@reduxjs/toolkit/query";
import { usePathname } from "next/navigation";
import { usePreferredCurrency } from "@/components/ui/currency-switch";
import { academyPaths } from "@/config/academy-navigation";
import { useCartQuery } from "@/features/commerce/api/cart-api";
import { CartIcon } from "@/features/commerce/components/commerce-icons";
import { useAppSelector } from "@/store/hooks";

/** The header's cart, with its count, for signed-in students (admins do not shop). */
export function CartLink() {
  const pathname = usePathname();
  const userId = useAppSelector((state) => (state.auth.token !== null && state.auth.user?.role === "student" ? state.auth.user.id : null));
  const currency = usePreferredCurrency();
  // Read quietly once per student (the cache is reset when another one signs in); pages that
  // change the cart patch this same entry, so the count stays current without asking again.
  const count = useCartQuery(userId === null ? skipToken : { currency, quiet: true }).data?.count ?? 0;

  if (userId === null) return null;
  const label = count === 0 ? "Carrito, vacío" : count === 1 ? "Carrito, 1 producto" : `Carrito, ${count} productos`;
  return (
    <AcademyLink
      href={academyPaths.cart}
      aria-label={label}
      aria-current={pathname === academyPaths.cart ? "page" : undefined}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-secondary hover:bg-primary-light aria-[current=page]:bg-primary-light"
      data-testid="cart-link"
    >
      <CartIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-extrabold text-secondary ring-2 ring-white"
          data-testid="cart-count"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </AcademyLink>
  );
}
