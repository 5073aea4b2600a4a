import type { Metadata } from "next";
import { AdminCategories } from "@/features/blog/components/admin-categories";

export const metadata: Metadata = { title: "Categorías del blog" };

export default function AdminCategoriesPage() {
  return <AdminCategories />;
}
