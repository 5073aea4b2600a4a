import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { getSocialSignInConfig } from "@/config/env-schema";
import { AlreadySignedIn } from "@/features/auth/components/already-signed-in";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RegisterForm } from "@/features/auth/components/register-form";
import { SocialSignInButtons } from "@/features/auth/components/social-sign-in-buttons";

export const metadata: Metadata = { title: "Crear cuenta" };

export default async function RegisterPage() {
  // Rendered per request: the social sign-in settings are read from this server's
  // environment, not frozen into the build.
  await connection();
  const social = getSocialSignInConfig();
  return (
    <AuthCard title="Crea tu cuenta" subtitle="Regístrate gratis y empieza a aprender música vallenata hoy.">
      <AlreadySignedIn />
      {/* The buttons read ?next=. */}
      <Suspense>
        <SocialSignInButtons config={social} dividerLabel="o regístrate con tu correo" />
      </Suspense>
      <RegisterForm />
    </AuthCard>
  );
}
