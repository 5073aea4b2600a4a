import type { Metadata } from "next";
import { VerifyEmailBanner } from "@/features/account/components/verify-email-banner";
import { readDashboard } from "@/features/academy/api/academy-server-reads";
import { AcademyDashboard } from "@/features/academy/components/academy-dashboard";
import { documentToken } from "@/lib/server-session";
import { ServerReads } from "@/store/server-data";

export const metadata: Metadata = { title: "Academia", robots: { index: false } };

export default async function AcademyPage() {
  const token = await documentToken();
  return (
    <ServerReads reads={token ? await readDashboard(token) : []}>
      <VerifyEmailBanner />
      <AcademyDashboard />
    </ServerReads>
  );
}
