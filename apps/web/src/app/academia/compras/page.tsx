import type { Metadata } from "next";
import { OrderHistoryPage } from "@/features/commerce/components/order-history-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Mis compras", robots: { index: false } };

export default async function PurchasesRoute({ searchParams }: { searchParams: Promise<{ pagina?: string | string[] }> }) {
  const { pagina } = await searchParams;
  return <OrderHistoryPage page={(typeof pagina === "string" ? parseId(pagina) : null) ?? 1} />;
}
