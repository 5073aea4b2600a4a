import type { Auth, AuthProvider } from "firebase/auth";
import type { FirebaseWebConfig } from "@/config/env";
import type { IdentityClient, SocialProvider } from "@/features/auth/api/identity-client";

/**
 * Firebase Authentication (the hosted sign-in service of spec §1) as an `IdentityClient`.
 * The SDK is imported lazily — when a social button is pointed at or used, when a redirect
 * result is pending, or to sign out of it — so pages that never use it do not ship it.
 */

type AuthSdk = typeof import("firebase/auth");

interface LoadedFirebase {
  auth: Auth;
  sdk: AuthSdk;
}

/**
 * Remembers, across page loads, that this browser holds a Firebase session (Firebase keeps
 * it in IndexedDB), with the settings needed to end it: the sign-out button has no config.
 */
const HOSTED_SESSION_KEY = "fz.firebaseSession";

let loading: Promise<LoadedFirebase> | null = null;

function loadFirebase(config: FirebaseWebConfig): Promise<LoadedFirebase> {
  if (!loading) {
    const attempt = (async () => {
      const [{ getApp, getApps, initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
      const app = getApps().length > 0 ? getApp() : initializeApp(config);
      const auth = sdk.getAuth(app);
      // The provider's own screens in Spanish, like the rest of the product.
      auth.languageCode = "es";
      return { auth, sdk };
    })();
    loading = attempt;
    // A failed chunk download must not stick: the next click tries again.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

function rememberHostedSession(config: FirebaseWebConfig): void {
  try {
    window.localStorage.setItem(HOSTED_SESSION_KEY, JSON.stringify(config));
  } catch {
    // Without storage the session is still ended on sign-out while this page is open.
  }
}

function storedHostedSession(): FirebaseWebConfig | null {
  try {
    const raw = window.localStorage.getItem(HOSTED_SESSION_KEY);
    return raw ? (JSON.parse(raw) as FirebaseWebConfig) : null;
  } catch {
    return null;
  }
}

function forgetHostedSession(): void {
  try {
    window.localStorage.removeItem(HOSTED_SESSION_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function providerFor(sdk: AuthSdk, provider: SocialProvider): AuthProvider {
  if (provider === "google.com") {
    const google = new sdk.GoogleAuthProvider();
    // Lets a person with several Google accounts pick the one for the academy.
    google.setCustomParameters({ prompt: "select_account" });
    return google;
  }
  const facebook = new sdk.FacebookAuthProvider();
  facebook.addScope("email");
  return facebook;
}

export function createFirebaseIdentityClient(config: FirebaseWebConfig): IdentityClient {
  return {
    async signInWithPopup(provider) {
      const { auth, sdk } = await loadFirebase(config);
      const credential = await sdk.signInWithPopup(auth, providerFor(sdk, provider));
      rememberHostedSession(config);
      return credential.user;
    },

    async signInWithRedirect(provider) {
      const { auth, sdk } = await loadFirebase(config);
      // Written before leaving: the session starts on the provider's side of the redirect.
      rememberHostedSession(config);
      await sdk.signInWithRedirect(auth, providerFor(sdk, provider));
    },

    async getRedirectResult() {
      const { auth, sdk } = await loadFirebase(config);
      const result = await sdk.getRedirectResult(auth);
      return result?.user ?? null;
    },

    async signOut() {
      const { auth, sdk } = await loadFirebase(config);
      await sdk.signOut(auth);
      forgetHostedSession();
    },

    preload() {
      void loadFirebase(config).catch(() => {
        // Reported when the click itself needs the SDK.
      });
    },
  };
}

/**
 * Spec §4 sign-out "also of the hosted service": ends the Firebase session when this page
 * loaded Firebase or this browser signed in with it earlier. Never throws: leaving the
 * academy must work even when Firebase cannot be reached.
 */
export async function signOutOfHostedService(): Promise<void> {
  const config = storedHostedSession();
  if (!loading && !config) return;
  try {
    const { auth, sdk } = await (loading ?? loadFirebase(config as FirebaseWebConfig));
    await sdk.signOut(auth);
    forgetHostedSession();
  } catch {
    // The academy's own session is already gone; Firebase's expires on its own.
  }
}
