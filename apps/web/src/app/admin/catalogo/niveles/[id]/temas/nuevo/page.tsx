import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NewTopicPage } from "@/features/admin/components/catalogue/topic-form-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Nuevo tema" };

export default async function AdminNewTopicPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <NewTopicPage key={id} levelId={id} />;
}
