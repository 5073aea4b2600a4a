import type { Metadata } from "next";
import { PointsPage } from "@/features/points/components/points-page";

export const metadata: Metadata = { title: "Puntos", robots: { index: false } };

export default function AcademyPointsPage() {
  return <PointsPage />;
}
