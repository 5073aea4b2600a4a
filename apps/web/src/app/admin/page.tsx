import type { Metadata } from "next";
import { OverviewPage } from "@/features/admin/components/overview/overview-page";

export const metadata: Metadata = { title: "Resumen" };

export default function AdminHomePage() {
  return <OverviewPage />;
}
