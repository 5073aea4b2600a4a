import type { Metadata } from "next";
import { CouponsPage } from "@/features/admin/components/coupons/coupons-page";

export const metadata: Metadata = { title: "Cupones" };

export default function AdminCouponsPage() {
  return <CouponsPage />;
}
