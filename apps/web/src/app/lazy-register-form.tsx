"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

/**
 * The registration form inside the register modal, loaded only when the modal opens: its
 * validation schemas stay out of every page's first load.
 */
export const LazyRegisterForm = dynamic(
  () => import("@/features/auth/components/register-form").then((module) => module.RegisterForm),
  {
    ssr: false,
    loading: () => (
      <div role="status" className="flex items-center justify-center gap-3 py-10">
        <Spinner className="size-8" />
        <span className="font-semibold">Cargando el formulario…</span>
      </div>
    ),
  },
);
