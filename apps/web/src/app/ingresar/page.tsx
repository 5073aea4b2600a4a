import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { getSocialSignInConfig } from "@/config/env-schema";
import { AlreadySignedIn } from "@/features/auth/components/already-signed-in";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { SocialSignInButtons } from "@/features/auth/components/social-sign-in-buttons";

export const metadata: Metadata = { title: "Ingresar" };

export default async function SignInPage() {
  // Rendered per request: the social sign-in settings are read from this server's
  // environment, not frozen into the build.
  await connection();
  const social = getSocialSignInConfig();
  return (
    <AuthCard title="Ingresar" subtitle="Entra a tu academia para seguir aprendiendo.">
      <AlreadySignedIn />
      {/* Both read ?next=. */}
      <Suspense>
        <SocialSignInButtons config={social} dividerLabel="o ingresa con tu correo" />
        <SignInForm />
      </Suspense>
    </AuthCard>
  );
}
