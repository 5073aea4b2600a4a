"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { SignOutButton } from "@/features/auth/components/sign-out-button";
import { homePathFor } from "@/lib/routes";
import { useAppSelector } from "@/store/hooks";

/**
 * On /ingresar and /registro for someone already signed in (issue 35.13): who they are, the way
 * to their academy (or the back office), and «Cerrar sesión» to enter as someone else. The
 * forms stay below for that. Only for a session the page found when it opened: signing in on
 * this page is not "already".
 */
export function AlreadySignedIn() {
  const restored = useAppSelector((state) => state.auth.restored);
  const user = useAppSelector((state) => (state.auth.token !== null ? state.auth.user : null));
  // Whether the session read from storage when the page opened was a signed-in one.
  const [atOpen, setAtOpen] = useState<boolean | null>(null);
  if (restored && atOpen === null) setAtOpen(user !== null);
  if (!user || !atOpen) return null;
  const admin = user.role === "admin";
  return (
    <div role="status" className="mb-6 flex flex-col gap-3 rounded-2xl border border-primary bg-primary-light p-4 text-secondary" data-testid="already-signed-in">
      <p>
        Ya iniciaste sesión como <strong>{user.firstName}</strong> <span className="break-all">({user.email})</span>.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href={homePathFor(user.role)} className={buttonClasses("dark", "sm")}>
          {admin ? "Ir a la administración" : "Ir a mi academia"}
        </Link>
        <SignOutButton />
      </div>
    </div>
  );
}
