import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/features/admin/components/admin-shell";
import { AuthMenu } from "@/features/auth/components/auth-menu";

export const metadata: Metadata = { title: "Administración", robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  // The phone drawer replaces the header's menu on admin pages, so it carries the account too.
  return <AdminShell account={<AuthMenu stacked />}>{children}</AdminShell>;
}
