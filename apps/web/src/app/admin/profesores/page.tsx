import type { Metadata } from "next";
import { TeachersPage } from "@/features/admin/components/teachers/teachers-page";

export const metadata: Metadata = { title: "Profesores" };

export default function AdminTeachersPage() {
  return <TeachersPage />;
}
