import { randomBytes } from "node:crypto";

/**
 * The demo's guided level (issue 40): Caja básico opens step by step, and its first topic is done
 * by playing (a take of the topic's preset in the practice studio). What the admin would
 * set in the level's «Reglas de avance». Written only when the level is created, so an admin's
 * change survives a restart.
 */
export interface SeedLevelUnlocking {
  mode: "open" | "sequential" | "by_date";
  skills: string;
  topics: Record<string, { rule: "opened" | "finished" | "quiz" | "practice"; minPercent?: number; minBpm?: number }>;
}

export const LEVEL_UNLOCKING: Record<string, SeedLevelUnlocking> = {
  "caja-basico": {
    mode: "sequential",
    skills: "El golpe abierto, el tapado y el parche en la caja, y el paseo vallenato a tiempo a 90 BPM.",
    topics: {
      "la-caja-y-sus-partes": { rule: "practice", minPercent: 80, minBpm: 90 },
    },
  },
  "guacharaca-basico": {
    mode: "open",
    skills: "El raspado en dos direcciones, los acentos del paseo y del merengue, y tocar junto a la caja.",
    topics: {},
  },
};

/** What the seed writes into a topic row for its rule. */
export function topicRuleOf(levelSlug: string, topicSlug: string) {
  const rule = LEVEL_UNLOCKING[levelSlug]?.topics[topicSlug];
  if (!rule) return {};
  return { doneRule: rule.rule, doneMinPercent: rule.minPercent ?? null, doneMinBpm: rule.minBpm ?? null };
}

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A certificate code as the API makes them: 128 random bits in 26 characters of Crockford base32. */
export function seedCertificateCode(): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of randomBytes(16)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out + ALPHABET[(value << (5 - bits)) & 31];
}
