import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StudentDetailPage } from "@/features/admin/components/students/student-detail-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Estudiante" };

export default async function AdminStudentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <StudentDetailPage key={id} studentId={id} />;
}
