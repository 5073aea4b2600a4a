import { serializeJsonLd } from "@/lib/seo";

/** Structured data for search engines (schema.org), rendered on the server. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
