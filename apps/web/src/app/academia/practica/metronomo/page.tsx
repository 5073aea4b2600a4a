import type { Metadata } from "next";
import { presetFromQuery } from "@/features/practice/utils/metronome-form";
import { MetronomePage } from "@/features/practice/components/metronome-page";

export const metadata: Metadata = { title: "Metrónomo", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AcademyMetronomePage({ searchParams }: { searchParams: SearchParams }) {
  // The preset (?aire=&tempo=&compases=&tema=) is read here, on the server, so the metronome
  // renders with the page's HTML instead of after the browser reads the query string.
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  return <MetronomePage preset={presetFromQuery(query)} />;
}
