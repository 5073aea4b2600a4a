import type { Metadata } from "next";
import { PurchaseNotCompletedPage } from "@/features/commerce/components/purchase-not-completed";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Pago cancelado", robots: { index: false } };

export default async function PurchaseCancelledRoute({ searchParams }: { searchParams: Promise<{ pedido?: string | string[] }> }) {
  const { pedido } = await searchParams;
  return <PurchaseNotCompletedPage reason="cancelled" orderId={typeof pedido === "string" ? parseId(pedido) : null} />;
}
