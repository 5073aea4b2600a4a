import type { Metadata } from "next";
import type { ReactNode } from "react";
import { TeacherGate } from "@/features/teaching/components/teacher-gate";

export const metadata: Metadata = { title: "Profesor", robots: { index: false, follow: false } };

export default function TeacherLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col bg-white">
      <TeacherGate>{children}</TeacherGate>
    </div>
  );
}
