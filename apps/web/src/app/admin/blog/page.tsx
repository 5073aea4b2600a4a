import type { Metadata } from "next";
import { AdminPostList } from "@/features/blog/components/admin-post-list";

export const metadata: Metadata = { title: "Entradas del blog" };

export default function AdminBlogPage() {
  return <AdminPostList />;
}
