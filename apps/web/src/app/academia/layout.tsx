import type { ReactNode } from "react";
import { AcademyGate } from "@/features/academy/components/academy-gate";
import { AcademyNav } from "@/features/academy/components/academy-nav";
import { PendingPurchaseLanding } from "@/features/commerce/components/pending-purchase-landing";

export default function AcademyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col bg-white">
      <AcademyNav />
      <AcademyGate>
        <PendingPurchaseLanding />
        {children}
      </AcademyGate>
    </div>
  );
}
