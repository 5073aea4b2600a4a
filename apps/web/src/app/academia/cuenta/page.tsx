import type { Metadata } from "next";
import { AccountView } from "./account-view";

export const metadata: Metadata = { title: "Mi cuenta", robots: { index: false } };

export default function AccountRoute() {
  return <AccountView />;
}
