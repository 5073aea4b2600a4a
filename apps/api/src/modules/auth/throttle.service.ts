import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Env } from "../../config/env";
import type { CounterStore } from "../../lib/counter-store";
import { rateLimited } from "../../lib/errors";

/**
 * The abuse throttles of sign-in, registration and password-reset e-mail (decision 013).
 * Counters live in a `CounterStore` (memory, or Redis when configured); every refusal is a
 * 429 with `Retry-After`.
 */
export interface ThrottlePolicy {
  /** Failed sign-ins of one account from one address before that pair is refused (429). */
  pairFailures: number;
  /** Failed sign-ins from one address, across accounts, before the address is refused (429). */
  addressFailures: number;
  /** Failed sign-ins of one account, from every address, after which each attempt on it waits. */
  accountSlowAfter: number;
  /** Window of the three sign-in counters. */
  signInWindowMs: number;
  /** First delay of the account slowdown; it doubles with every further failure, up to the cap. */
  slowdownBaseMs: number;
  slowdownMaxMs: number;
  /** Accounts created from one address per window. */
  registrationsPerAddress: number;
  registrationWindowMs: number;
  /** Reset e-mails sent to one account per window (more requests get the same answer, no e-mail). */
  resetMailsPerAccount: number;
  resetMailWindowMs: number;
}

export const DEFAULT_POLICY: ThrottlePolicy = {
  pairFailures: 10,
  addressFailures: 30,
  accountSlowAfter: 10,
  signInWindowMs: 15 * 60_000,
  slowdownBaseMs: 250,
  slowdownMaxMs: 8_000,
  registrationsPerAddress: 10,
  registrationWindowMs: 24 * 3_600_000,
  resetMailsPerAccount: 3,
  resetMailWindowMs: 3_600_000,
};

/** The policy from the settings (docs/configuration.md); the rest of the numbers are fixed here. */
export function throttlePolicy(env: Pick<Env, "LOGIN_RATE_LIMIT_PER_ACCOUNT" | "LOGIN_FAILURES_PER_IP" | "REGISTER_RATE_LIMIT_PER_IP">): ThrottlePolicy {
  return {
    ...DEFAULT_POLICY,
    pairFailures: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    accountSlowAfter: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    addressFailures: env.LOGIN_FAILURES_PER_IP,
    registrationsPerAddress: env.REGISTER_RATE_LIMIT_PER_IP,
  };
}

/** How long an attempt on an account with `failures` recent failures waits before it is verified. */
export function slowdownMs(policy: Pick<ThrottlePolicy, "accountSlowAfter" | "slowdownBaseMs" | "slowdownMaxMs">, failures: number): number {
  if (failures < policy.accountSlowAfter) return 0;
  const excess = failures - policy.accountSlowAfter;
  // 2^excess overflows to Infinity long after the cap, and Math.min handles Infinity.
  return Math.min(policy.slowdownMaxMs, policy.slowdownBaseMs * 2 ** excess);
}

// Keys hold a hash of the e-mail: a shared store (Redis) never lists who was attacked.
const account = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

export interface AuthThrottleDeps {
  store: CounterStore;
  policy: ThrottlePolicy;
  /** Waits out a slowdown (tests pass a clock of their own). */
  wait?: (ms: number) => Promise<unknown>;
}

/** Sign-in, registration and reset e-mail throttling (decision 043). */
export interface AuthThrottle {
  /**
   * The counters can be reached now (a read of a key nobody writes): a request whose counting
   * happens after its answer (the reset e-mail) asks first, so a Redis outage is a 503 the
   * student sees, not an e-mail that silently never leaves. Throws 503 like any count.
   */
  ready(): Promise<void>;
  /**
   * Before the password is verified: refuses an address (or this address for this account)
   * that failed too often, and makes an account under attack from many addresses slow
   * (never closed): its owner, from an address of their own, still gets in.
   * The pair is counted here, before the verification, so parallel guesses cannot all slip
   * under the limit; a correct password clears it again.
   * Answers the delay applied (for logs and tests).
   */
  beforeSignIn(email: string, ip: string): Promise<number>;
  signInFailed(email: string, ip: string): Promise<void>;
  /** The right password from this address: its pair starts over (the account's slowdown stays). */
  signInSucceeded(email: string, ip: string): Promise<void>;
  /** Before creating an account: an address creates at most `registrationsPerAddress` a day. */
  beforeRegistration(ip: string): Promise<void>;
  registered(ip: string): Promise<void>;
  /**
   * True while the account may receive another reset e-mail. Past the limit the request is
   * answered the same (nothing tells whether the account exists) and no e-mail goes out;
   * the links already sent keep working, so the owner is not locked out by someone else's
   * requests.
   */
  allowResetMail(email: string): Promise<boolean>;
}

export function createAuthThrottle({ store, policy, wait = sleep }: AuthThrottleDeps): AuthThrottle {
  const keys = {
    pair: (email: string, ip: string) => `signin:pair:${account(email)}:${ip}`,
    address: (ip: string) => `signin:addr:${ip}`,
    account: (email: string) => `signin:acct:${account(email)}`,
    registrations: (ip: string) => `register:addr:${ip}`,
    resetMails: (email: string) => `reset-mail:acct:${account(email)}`,
  };

  return {
    async ready(): Promise<void> {
      await store.get("probe");
    },

    async beforeSignIn(email: string, ip: string): Promise<number> {
      const address = await store.get(keys.address(ip));
      if (address.count >= policy.addressFailures) {
        throw rateLimited(address.resetInMs, "Demasiados intentos fallidos desde esta conexión.");
      }
      const pair = await store.increment(keys.pair(email, ip), policy.signInWindowMs);
      if (pair.count > policy.pairFailures) {
        throw rateLimited(pair.resetInMs, "Demasiados intentos fallidos para esta cuenta.");
      }
      const delay = slowdownMs(policy, (await store.get(keys.account(email))).count);
      if (delay > 0) await wait(delay);
      return delay;
    },

    async signInFailed(email: string, ip: string): Promise<void> {
      await Promise.all([
        store.increment(keys.address(ip), policy.signInWindowMs),
        store.increment(keys.account(email), policy.signInWindowMs),
      ]);
    },

    async signInSucceeded(email: string, ip: string): Promise<void> {
      await store.reset(keys.pair(email, ip));
    },

    async beforeRegistration(ip: string): Promise<void> {
      const created = await store.get(keys.registrations(ip));
      if (created.count >= policy.registrationsPerAddress) {
        throw rateLimited(created.resetInMs, "Se crearon demasiadas cuentas desde esta conexión.");
      }
    },

    async registered(ip: string): Promise<void> {
      await store.increment(keys.registrations(ip), policy.registrationWindowMs);
    },

    async allowResetMail(email: string): Promise<boolean> {
      const sent = await store.increment(keys.resetMails(email), policy.resetMailWindowMs);
      return sent.count <= policy.resetMailsPerAccount;
    },
  };
}
