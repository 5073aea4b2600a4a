import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReviewPage } from "@/features/teaching/components/review-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Revisión", robots: { index: false } };

export default async function AcademyReviewPage({ params }: { params: Promise<{ submissionId: string }> }) {
  const id = parseId((await params).submissionId);
  if (id === null) notFound();
  return <ReviewPage id={id} />;
}
