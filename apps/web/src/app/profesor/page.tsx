import type { Metadata } from "next";
import { TeacherQueuePage } from "@/features/teaching/components/teacher-queue-page";

export const metadata: Metadata = { title: "Tomas por revisar", robots: { index: false } };

export default function TeacherPage() {
  return <TeacherQueuePage />;
}
