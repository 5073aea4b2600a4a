import type { Metadata } from "next";
import { PurchaseSuccessPage } from "@/features/commerce/components/purchase-success-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Pago confirmado", robots: { index: false } };

export default async function PurchaseSuccessRoute({ searchParams }: { searchParams: Promise<{ pedido?: string | string[] }> }) {
  const { pedido } = await searchParams;
  return <PurchaseSuccessPage orderId={typeof pedido === "string" ? parseId(pedido) : null} />;
}
