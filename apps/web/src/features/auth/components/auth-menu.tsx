"use client";

import Link from "next/link";
import { AcademyLink } from "@/components/ui/academy-link";
import { buttonClasses } from "@/components/ui/button";
import { SignOutButton } from "@/features/auth/components/sign-out-button";
import { cx } from "@/lib/cx";
import { ACADEMY_PATH, ADMIN_PATH, REGISTER_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useDeferredAppSelector } from "@/store/hooks";

/** Header account area: sign-in/registration links, or the user's name and "Cerrar sesión". */
export function AuthMenu({ stacked = false }: { stacked?: boolean }) {
  const user = useDeferredAppSelector((state) => state.auth.user);
  const restored = useDeferredAppSelector((state) => state.auth.restored);
  const layout = stacked ? "flex flex-col items-stretch gap-3" : "flex items-center gap-3";

  if (user) {
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
    return (
      <div className={layout}>
        <AcademyLink
          href={ACADEMY_PATH}
          className={cx("font-semibold text-secondary hover:underline", stacked ? "py-2" : "max-w-48 truncate")}
          data-testid="user-name"
        >
          {name}
        </AcademyLink>
        {user.role === "teacher" || user.role === "admin" ? (
          <AcademyLink href="/profesor" className={cx("font-semibold text-secondary hover:underline", stacked && "py-2")} data-testid="teacher-link">
            Profesor
          </AcademyLink>
        ) : null}
        {user.role === "admin" ? (
          <AcademyLink href={ADMIN_PATH} className={cx("font-semibold text-secondary hover:underline", stacked && "py-2")}>
            Administración
          </AcademyLink>
        ) : null}
        <SignOutButton />
      </div>
    );
  }

  // Until the browser's session is read, the links keep their place but stay hidden, so a
  // signed-in visitor never sees "Ingresar" flash.
  return (
    <div className={cx(layout, !restored && "invisible")}>
      <Link href={SIGN_IN_PATH} className={buttonClasses("outline-dark", "sm")}>
        Ingresar
      </Link>
      <Link href={REGISTER_PATH} className={buttonClasses("primary", "sm")}>
        Regístrate
      </Link>
    </div>
  );
}
