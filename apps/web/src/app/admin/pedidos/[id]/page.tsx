import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetailPage } from "@/features/admin/components/orders/order-detail-page";
import { parseId } from "@/lib/route-params";

export const metadata: Metadata = { title: "Pedido" };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <OrderDetailPage key={id} orderId={id} />;
}
