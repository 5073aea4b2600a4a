import type { Metadata } from "next";
import { AcademyWelcome } from "@/features/auth/components/academy-welcome";

export const metadata: Metadata = { title: "Academia", robots: { index: false } };

export default function AcademyPage() {
  return <AcademyWelcome />;
}
