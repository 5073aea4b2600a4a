import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OutboxMessagePage } from "@/features/admin/components/logs/outbox-message-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Correo" };

export default async function AdminOutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <OutboxMessagePage key={id} messageId={id} />;
}
