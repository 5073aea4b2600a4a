import type { Metadata } from "next";
import type { ReactNode } from "react";
import { readSessionUser } from "@/features/account/api/account-server-reads";
import { TeacherGate } from "@/features/teaching/components/teacher-gate";
import { documentToken } from "@/lib/server-session";
import { ServerSession } from "@/store/server-data";

export const metadata: Metadata = { title: "Profesor", robots: { index: false, follow: false } };

export default async function TeacherLayout({ children }: { children: ReactNode }) {
  // As the academy's layout: on a page load with the session cookie, the teacher's pages render
  // on the server (decision 010); otherwise the gate waits for the browser's stored session.
  const token = await documentToken();
  const user = token ? await readSessionUser(token) : undefined;
  const gated = <TeacherGate>{children}</TeacherGate>;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col bg-white">
      {user ? <ServerSession user={user}>{gated}</ServerSession> : gated}
    </div>
  );
}
