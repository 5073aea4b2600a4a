import type { Metadata } from "next";
import { PracticeHub } from "@/features/practice/components/practice-hub";

export const metadata: Metadata = { title: "Práctica", robots: { index: false } };

export default function AcademyPracticePage() {
  return <PracticeHub />;
}
