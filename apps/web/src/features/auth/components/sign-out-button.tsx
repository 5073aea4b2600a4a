"use client";

import { useState } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { signOut } from "@/features/auth/api/auth-api";
import { useAppDispatch } from "@/store/hooks";
import { useAppRouter } from "@/store/use-app-router";
import { clearAuth } from "@/store/slices/auth-slice";

export function SignOutButton({ variant = "outline-dark", className }: { variant?: ButtonVariant; className?: string }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    await signOut();
    dispatch(clearAuth());
    setBusy(false);
    router.push("/");
  };

  return (
    <button type="button" onClick={onClick} disabled={busy} className={buttonClasses(variant, "sm", className)}>
      Cerrar sesión
    </button>
  );
}
