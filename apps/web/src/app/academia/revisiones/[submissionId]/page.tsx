import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readReview } from "@/features/teaching/api/teaching-server-reads";
import { ReviewPage } from "@/features/teaching/components/review-page";
import { documentToken } from "@/lib/server-session";
import { parseId } from "@/lib/route-params";
import { ServerReads } from "@/store/server-data";

export const metadata: Metadata = { title: "Revisión", robots: { index: false } };

export default async function AcademyReviewPage({ params }: { params: Promise<{ submissionId: string }> }) {
  const id = parseId((await params).submissionId);
  if (id === null) notFound();
  const token = await documentToken();
  return (
    <ServerReads reads={token ? await readReview(token, id) : []}>
      <ReviewPage id={id} />
    </ServerReads>
  );
}
