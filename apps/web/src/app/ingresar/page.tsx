import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignInForm } from "@/features/auth/components/sign-in-form";

export const metadata: Metadata = { title: "Ingresar" };

export default function SignInPage() {
  return (
    <AuthCard title="Ingresar" subtitle="Entra a tu academia para seguir aprendiendo.">
      {/* The form reads ?next=; the boundary keeps the page itself static. */}
      <Suspense>
        <SignInForm />
      </Suspense>
    </AuthCard>
  );
}
