import type { Metadata } from "next";
import { RecoverPasswordForm } from "@/features/account/components/recover-password-form";
import { AuthCard } from "@/features/auth/components/auth-card";

export const metadata: Metadata = { title: "Recuperar contraseña", robots: { index: false } };

export default function RecoverPasswordPage() {
  return (
    <AuthCard title="¿Olvidaste tu contraseña?" subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva.">
      <RecoverPasswordForm />
    </AuthCard>
  );
}
