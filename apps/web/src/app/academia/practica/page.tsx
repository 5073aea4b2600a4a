import type { Metadata } from "next";
import { readPracticeHub } from "@/features/practice/api/practice-server-reads";
import { PracticeHub } from "@/features/practice/components/practice-hub";
import { documentToken } from "@/lib/server-session";
import { ServerReads } from "@/store/server-data";

export const metadata: Metadata = { title: "Práctica", robots: { index: false } };

export default async function AcademyPracticePage() {
  // With the session cookie the hub renders on the server with the student's figures.
  const token = await documentToken();
  return (
    <ServerReads reads={token ? await readPracticeHub(token) : []}>
      <PracticeHub />
    </ServerReads>
  );
}
