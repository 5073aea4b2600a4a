import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingPanel } from "@/components/ui/status-panel";
import { OrdersPage } from "@/features/admin/components/orders/orders-page";

export const metadata: Metadata = { title: "Pedidos" };

export default function AdminOrdersPage() {
  return (
    <Suspense fallback={<LoadingPanel message="Cargando pedidos…" />}>
      <OrdersPage />
    </Suspense>
  );
}
