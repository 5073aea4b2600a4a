import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type JSONWebKeySet, SignJWT } from "jose";
import type { DevIdpTokenRequest, DevIdpTokenResponse, SocialProvider } from "@fz/contracts/social-auth";
import { loadOrCreateSigningKey } from "./dev-idp.keys";

export interface DevIdentityProviderOptions {
  /** Where the key pair and the accounts it has seen are kept. */
  dataDir: string;
  issuer: string;
  audience: string;
}

interface Account {
  uid: string;
  providerUid: string;
  /** As the hosted service writes it (`Date#toUTCString`). */
  creationTime: string;
}

const TOKEN_LIFETIME_SECONDS = 3600;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Decimal ids like Google's (21 digits) and Facebook's (16 digits), stable per e-mail. */
function providerUid(provider: SocialProvider, email: string): string {
  const digits = provider === "google.com" ? 21 : 16;
  const value = BigInt(`0x${digest(`${provider}|uid|${email}`).toString("hex")}`) % 10n ** BigInt(digits);
  return value.toString().padStart(digits, "1");
}

function readAccounts(file: string): Map<string, Account> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, Account>));
  } catch {
    // Missing or unreadable: the provider only forgets who is "new", nothing else depends on it.
    return new Map();
  }
}

/**
 * A stand-in for the hosted sign-in service, for development and browser tests only: it signs
 * ID tokens shaped like Firebase's for whatever e-mail is typed in. Each (provider, e-mail) is
 * its own account, as with the hosted service's "multiple accounts per e-mail address" setting,
 * so the API's own rule for an e-mail that already has an account is what decides (spec §4).
 */
export interface DevIdentityProvider {
  /** The public key the API verifies its tokens with. */
  jwks(): JSONWebKeySet;
  /** An ID token (and the user the hosted service would answer) for the provider and e-mail asked for. */
  issue(input: DevIdpTokenRequest): Promise<DevIdpTokenResponse>;
}

export async function createDevIdentityProvider({ dataDir, issuer, audience }: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  const key = await loadOrCreateSigningKey(path.join(dataDir, "dev-idp-key.json"));
  const accountsFile = path.join(dataDir, "dev-idp-accounts.json");
  const accounts = readAccounts(accountsFile);

  /** The account for (provider, e-mail); `creationTime` equals the sign-in time the first time. */
  function signInAccount(provider: SocialProvider, email: string, now: Date): Account {
    const id = `${provider}|${email}`;
    const known = accounts.get(id);
    if (known) return known;
    const account: Account = {
      uid: digest(id).toString("base64url").slice(0, 28),
      providerUid: providerUid(provider, email),
      creationTime: now.toUTCString(),
    };
    accounts.set(id, account);
    writeFileSync(accountsFile, JSON.stringify(Object.fromEntries(accounts), null, 2), { mode: 0o600 });
    return account;
  }

  return {
    jwks(): JSONWebKeySet {
      return { keys: [key.publicJwk] };
    },

    async issue(input: DevIdpTokenRequest): Promise<DevIdpTokenResponse> {
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const seconds = now.getTime() / 1000;
      const account = signInAccount(input.provider, input.email, now);
      const name = input.name || null;
      const picture = input.picture ?? null;
      const idToken = await new SignJWT({
        ...(name ? { name } : {}),
        ...(picture ? { picture } : {}),
        user_id: account.uid,
        auth_time: seconds,
        email: input.email,
        email_verified: input.email_verified,
        firebase: {
          identities: { [input.provider]: [account.providerUid], email: [input.email] },
          sign_in_provider: input.provider,
        },
      })
        .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(account.uid)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + TOKEN_LIFETIME_SECONDS)
        .sign(key.privateKey);
      return {
        id_token: idToken,
        user: {
          uid: account.uid,
          displayName: name,
          email: input.email,
          emailVerified: input.email_verified,
          photoURL: picture,
          phoneNumber: null,
          tenantId: null,
          isAnonymous: false,
          providerData: [
            {
              providerId: input.provider,
              uid: account.providerUid,
              displayName: name,
              email: input.email,
              phoneNumber: null,
              photoURL: picture,
            },
          ],
          metadata: { creationTime: account.creationTime, lastSignInTime: now.toUTCString() },
        },
      };
    },
  };
}
