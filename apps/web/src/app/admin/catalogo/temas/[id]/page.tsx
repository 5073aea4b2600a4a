import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditTopicPage } from "@/features/admin/components/catalogue/topic-form-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Tema" };

export default async function AdminTopicPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <EditTopicPage key={id} themeId={id} />;
}
