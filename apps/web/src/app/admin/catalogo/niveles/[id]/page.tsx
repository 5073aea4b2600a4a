import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LevelPage } from "@/features/admin/components/catalogue/level-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Nivel" };

export default async function AdminLevelPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <LevelPage key={id} levelId={id} />;
}
