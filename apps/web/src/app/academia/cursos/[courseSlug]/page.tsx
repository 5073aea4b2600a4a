import type { Metadata } from "next";
import { CoursePage } from "@/features/academy/components/course-page";

export const metadata: Metadata = { title: "Curso", robots: { index: false } };

export default async function AcademyCoursePage({ params }: { params: Promise<{ courseSlug: string }> }) {
  const { courseSlug } = await params;
  return <CoursePage courseSlug={courseSlug} />;
}
