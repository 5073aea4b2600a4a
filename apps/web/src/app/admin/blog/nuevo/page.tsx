import type { Metadata } from "next";
import { AdminPostForm } from "@/features/blog/components/admin-post-form";

export const metadata: Metadata = { title: "Nueva entrada" };

export default function NewPostPage() {
  return <AdminPostForm postId={null} />;
}
