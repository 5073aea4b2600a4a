import type { Metadata } from "next";
import { NotificationsPage } from "@/features/notifications/components/notifications-page";

export const metadata: Metadata = { title: "Notificaciones", robots: { index: false } };

export default function AcademyNotificationsPage() {
  return <NotificationsPage />;
}
