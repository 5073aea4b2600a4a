import type { ReactNode } from "react";
import { readSessionUser } from "@/features/account/api/account-server-reads";
import { AcademyGate } from "@/features/academy/components/academy-gate";
import { AcademyNav } from "@/features/academy/components/academy-nav";
import { PendingPurchaseLanding } from "@/features/commerce/components/pending-purchase-landing";
import { documentToken } from "@/lib/server-session";
import { ServerSession } from "@/store/server-data";
import { AcademySlots } from "./academy-slots";

export default async function AcademyLayout({ children }: { children: ReactNode }) {
  // On a page load with the session cookie, the student's pages render on the server with
  // their data (decision 010); otherwise the gate waits for the browser's stored session.
  const token = await documentToken();
  const user = token ? await readSessionUser(token) : undefined;
  const academy = (
    <AcademyGate>
      <PendingPurchaseLanding />
      <AcademySlots>{children}</AcademySlots>
    </AcademyGate>
  );
  return (
    // At least a screen tall (under the 4rem header) while its pages load their data in the
    // browser: the footer starts below the fold, so nothing visible jumps when they arrive.
    <div className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col bg-white">
      <AcademyNav />
      {user ? <ServerSession user={user}>{academy}</ServerSession> : academy}
    </div>
  );
}
