import type { Metadata } from "next";
import { VerifyEmailBanner } from "@/features/account/components/verify-email-banner";
import { AcademyDashboard } from "@/features/academy/components/academy-dashboard";

export const metadata: Metadata = { title: "Academia", robots: { index: false } };

export default function AcademyPage() {
  return (
    <>
      <VerifyEmailBanner />
      <AcademyDashboard />
    </>
  );
}
