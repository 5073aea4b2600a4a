import type { Metadata } from "next";
import { AccountPage } from "@/features/account/components/account-page";

export const metadata: Metadata = { title: "Mi cuenta", robots: { index: false } };

export default function AccountRoute() {
  return <AccountPage />;
}
