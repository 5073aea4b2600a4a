import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CoursePage } from "@/features/admin/components/catalogue/course-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Curso" };

export default async function AdminCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <CoursePage key={id} courseId={id} />;
}
