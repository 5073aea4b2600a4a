import type { Metadata } from "next";
import { CoursesPage } from "@/features/admin/components/catalogue/courses-page";

export const metadata: Metadata = { title: "Catálogo" };

export default function AdminCataloguePage() {
  return <CoursesPage />;
}
