/** Spec §4/§9: a token counts as expired 30 seconds before its `exp`. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload WITHOUT verifying it: the client only needs `exp` to decide when to
 * refresh; the API verifies every token it receives.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An unreadable token counts as expired, so the client refreshes or signs out instead of looping on 401s. */
export function isTokenExpired(token: string, now: number = Date.now(), marginMs = TOKEN_EXPIRY_MARGIN_MS): boolean {
  const payload = decodeJwtPayload(token);
  if (!payload) return true;
  const exp = payload.exp;
  if (exp === undefined) return false;
  if (typeof exp !== "number") return true;
  return exp * 1000 - marginMs <= now;
}
