import type { Metadata } from "next";
import { VerifyEmailView } from "@/features/account/components/verify-email-view";
import { AuthCard } from "@/features/auth/components/auth-card";

// The token is in the address: no search engine, and no Referer carrying it elsewhere.
export const metadata: Metadata = { title: "Verificar correo", robots: { index: false }, referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Verificar correo" subtitle="Confirmamos que este correo es tuyo.">
      <VerifyEmailView token={typeof token === "string" && token.trim() !== "" ? token.trim() : null} />
    </AuthCard>
  );
}
