import type { Metadata } from "next";
import { ResetPasswordForm } from "@/features/account/components/reset-password-form";
import { AuthCard } from "@/features/auth/components/auth-card";

// The token is in the address: no search engine, and no Referer carrying it elsewhere.
export const metadata: Metadata = { title: "Nueva contraseña", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Elige una contraseña nueva" subtitle="Al cambiarla se cerrarán tus sesiones abiertas en otros equipos.">
      <ResetPasswordForm token={typeof token === "string" && token.trim() !== "" ? token.trim() : null} />
    </AuthCard>
  );
}
