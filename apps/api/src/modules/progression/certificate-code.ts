import { randomBytes } from "node:crypto";
import { CERTIFICATE_CODE } from "@fz/contracts/progression";

/** Crockford's base32, lower case (no i, l, o, u): easy to read aloud and to type. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** 128 random bits as 26 base32 characters: a code nobody can guess or count up to. */
export function newCertificateCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(16);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A code as typed by a person: trimmed, lower case, the look-alikes of Crockford's read as digits. */
export function normaliseCode(raw: string): string | null {
  const code = raw.trim().toLowerCase().replace(/-/g, "").replace(/[oO]/g, "0").replace(/[il]/g, "1");
  return CERTIFICATE_CODE.test(code) ? code : null;
}
