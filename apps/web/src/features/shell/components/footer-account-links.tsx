"use client";

import Link from "next/link";
import { AcademyLink } from "@/components/ui/academy-link";
import { ACADEMY_PATH, ADMIN_PATH, REGISTER_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useDeferredAppSelector } from "@/store/hooks";

const linkClass = "text-neutral-200 hover:text-white hover:underline";

/**
 * The footer's "Tu cuenta": sign in / register for a visitor; the academy (and the back office
 * for an admin) once signed in. The footer is static; this island follows the session.
 */
export function FooterAccountLinks() {
  const { token, user } = useDeferredAppSelector((state) => state.auth);
  if (token) {
    return (
      <ul className="flex flex-col gap-2">
        <li>
          <AcademyLink href={ACADEMY_PATH} className={linkClass}>
            Mi academia
          </AcademyLink>
        </li>
        {user?.role === "admin" ? (
          <li>
            <AcademyLink href={ADMIN_PATH} className={linkClass}>
              Administración
            </AcademyLink>
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <Link href={SIGN_IN_PATH} className={linkClass}>
          Iniciar sesión
        </Link>
      </li>
      <li>
        <Link href={REGISTER_PATH} className={linkClass}>
          Crear una cuenta
        </Link>
      </li>
    </ul>
  );
}
