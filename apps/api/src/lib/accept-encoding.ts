/**
 * Whether an Accept-Encoding header accepts a content coding (`gzip`, `br`): named, without
 * `q=0`. A header given twice counts as one list. `*` is not read as consent: every answer this
 * is asked about has an uncompressed form to fall back on.
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: "gzip" | "br"): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.split(";").map((text) => text.trim().toLowerCase());
    if (name !== coding) continue;
    const quality = params.find((param) => param.startsWith("q="));
    return quality === undefined || Number.parseFloat(quality.slice(2)) > 0;
  }
  return false;
}
