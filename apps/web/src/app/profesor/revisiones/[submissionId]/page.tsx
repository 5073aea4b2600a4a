import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TeacherReviewPage } from "@/features/teaching/components/teacher-review-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Revisar una toma", robots: { index: false } };

export default async function TeacherSubmissionPage({ params }: { params: Promise<{ submissionId: string }> }) {
  const id = parseId((await params).submissionId);
  if (id === null) notFound();
  return <TeacherReviewPage id={id} />;
}
