import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SendTakePage } from "@/features/teaching/components/send-take-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Enviar mi interpretación", robots: { index: false } };

export default async function AcademySendTakePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
  const themeId = parseId(one(query.tema));
  if (themeId === null) notFound();
  const assignmentId = one(query.tarea) ? parseId(one(query.tarea)) : null;
  const tempo = Number(one(query.tempo));
  const countInBpm = Number.isInteger(tempo) && tempo >= 40 && tempo <= 240 ? tempo : null;
  return <SendTakePage themeId={themeId} title={one(query.titulo).slice(0, 200)} assignmentId={assignmentId} countInBpm={countInBpm} />;
}
