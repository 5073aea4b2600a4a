import type { PublicCertificate } from "@fz/contracts/progression";
import { isApiError } from "@/lib/api-error";
import type { Camel } from "@/lib/case";
import { fetchPublic } from "@/lib/server-api";

export type PublicCertificateItem = Camel<PublicCertificate>;

/** One certificate by its code, always fresh (a revocation shows at once); null for an unknown code. */
export async function getPublicCertificate(code: string): Promise<PublicCertificateItem | null> {
  try {
    return await fetchPublic<PublicCertificateItem>(`/api/certificates/${encodeURIComponent(code)}/`, { revalidate: 0 });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
