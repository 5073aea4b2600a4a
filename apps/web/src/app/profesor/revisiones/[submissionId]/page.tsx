import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readTeacherReview } from "@/features/teaching/api/teaching-server-reads";
import { TeacherReviewPage } from "@/features/teaching/components/teacher-review-page";
import { documentToken } from "@/lib/server-session";
import { parseId } from "@/lib/route-params";
import { ServerReads } from "@/store/server-data";

export const metadata: Metadata = { title: "Revisar una toma", robots: { index: false } };

export default async function TeacherSubmissionPage({ params }: { params: Promise<{ submissionId: string }> }) {
  const id = parseId((await params).submissionId);
  if (id === null) notFound();
  const token = await documentToken();
  return (
    <ServerReads reads={token ? await readTeacherReview(token, id) : []}>
      <TeacherReviewPage id={id} />
    </ServerReads>
  );
}
