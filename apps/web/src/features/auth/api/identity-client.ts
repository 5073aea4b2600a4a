import type { SocialProvider } from "@fz/contracts/social-auth";

export type { SocialProvider };

/** One provider account inside a social sign-in user (spec §3 `providerData`). */
export interface SocialUserInfo {
  providerId: string;
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
}

/**
 * Spec §3 social sign-in user: the hosted service's user as the flow reads it. Firebase's
 * `User` satisfies it as it is; the development provider's adapter builds one from its answer.
 */
export interface SocialUser {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  tenantId: string | null;
  providerData: readonly SocialUserInfo[];
  isAnonymous: boolean;
  metadata: { creationTime?: string; lastSignInTime?: string };
  getIdToken(): Promise<string>;
}

/**
 * The transport of social sign-in: Firebase Authentication in production, the development
 * identity provider offline. The flow (`store/social-auth.ts`) depends only on this, so each
 * of its branches is tested once for both.
 */
export interface IdentityClient {
  /**
   * Opens the provider's popup and resolves with the signed-in user. Call it straight from
   * the click: browsers only allow popups during the click's user activation.
   */
  signInWithPopup(provider: SocialProvider): Promise<SocialUser>;
  /** Leaves the page for the provider, which comes back to the current URL. */
  signInWithRedirect(provider: SocialProvider): Promise<void>;
  /** Back from a redirect: the signed-in user, or null when no result is pending. */
  getRedirectResult(): Promise<SocialUser | null>;
  /** Ends the hosted service's own session (nothing to do for the development provider). */
  signOut(): Promise<void>;
  /** Warms up before a click (loads the SDK) so the popup opens within the click's activation. */
  preload(): void;
}

/** An error of the identity layer, with a code in the hosted service's style (`auth/…`). */
export class IdentityError extends Error {
  readonly code: string;
  readonly customData: { email?: string | null };

  constructor(code: string, message: string, customData: { email?: string | null } = {}) {
    super(message);
    this.name = "IdentityError";
    this.code = code;
    this.customData = customData;
  }
}
