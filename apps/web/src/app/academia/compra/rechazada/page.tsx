import type { Metadata } from "next";
import { PurchaseNotCompletedPage } from "@/features/commerce/components/purchase-not-completed";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Pago rechazado", robots: { index: false } };

export default async function PurchaseDeclinedRoute({ searchParams }: { searchParams: Promise<{ pedido?: string | string[] }> }) {
  const { pedido } = await searchParams;
  return <PurchaseNotCompletedPage reason="declined" orderId={typeof pedido === "string" ? parseId(pedido) : null} />;
}
