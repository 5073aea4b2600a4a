import { config } from "zod/mini";

/**
 * zod compiles object schemas with `new Function` when it may, probing for it first; the
 * pages' Content-Security-Policy forbids eval (docs/decisions/014-security-headers.md), so
 * the probe would only log a violation before zod fell back. Off from the start instead.
 * Imported first by the client root (app/providers.tsx); the setting is global to zod.
 */
config({ jitless: true });
