import type { ReactNode } from "react";
import { AcademyGate } from "@/features/academy/components/academy-gate";
import { AcademyNav } from "@/features/academy/components/academy-nav";
import { PendingPurchaseLanding } from "@/features/commerce/components/pending-purchase-landing";
import { AcademySlots } from "./academy-slots";

export default function AcademyLayout({ children }: { children: ReactNode }) {
  return (
    // At least a screen tall (under the 4rem header) while its pages load their data in the
    // browser: the footer starts below the fold, so nothing visible jumps when they arrive.
    <div className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col bg-white">
      <AcademyNav />
      <AcademyGate>
        <PendingPurchaseLanding />
        <AcademySlots>{children}</AcademySlots>
      </AcademyGate>
    </div>
  );
}
