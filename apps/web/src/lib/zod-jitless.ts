/**
 * zod compiles object schemas with `new Function` when it may, probing for it first; the
 * pages' Content-Security-Policy forbids eval (docs/decisions/014-security-headers.md), so
 * the probe would only log a violation before zod fell back. Off from the start instead.
 * Imported first by the client root (app/providers.tsx); the setting is global to zod.
 *
 * Without importing zod: its settings live on `globalThis.__zod_globalConfig` (so that every
 * copy of zod in a bundle shares them; zod/v4/core/core.js takes the object it finds there),
 * and importing `config` from zod put ~14 KB (gzip) of zod into every page's first load,
 * pages that never parse anything. The test checks that zod reads the setting from here.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
