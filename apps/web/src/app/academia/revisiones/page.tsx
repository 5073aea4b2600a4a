import type { Metadata } from "next";
import { MyReviewsPage } from "@/features/teaching/components/my-reviews-page";

export const metadata: Metadata = { title: "Mis revisiones", robots: { index: false } };

export default function AcademyReviewsPage() {
  return <MyReviewsPage />;
}
