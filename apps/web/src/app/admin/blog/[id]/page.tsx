import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPostForm } from "@/features/blog/components/admin-post-form";

export const metadata: Metadata = { title: "Editar entrada" };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <AdminPostForm key={id} postId={Number(id)} />;
}
