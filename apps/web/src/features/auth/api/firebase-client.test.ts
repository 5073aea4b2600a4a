import { beforeEach, describe, expect, it, vi } from "vitest";

/** Firebase's SDK replaced by recorders: what matters is which calls the adapter makes. */
const sdk = vi.hoisted(() => {
  class GoogleAuthProvider {
    readonly providerId = "google.com";
    parameters: Record<string, string> = {};
    setCustomParameters(parameters: Record<string, string>) {
      this.parameters = parameters;
      return this;
    }
  }
  class FacebookAuthProvider {
    readonly providerId = "facebook.com";
    scopes: string[] = [];
    addScope(scope: string) {
      this.scopes.push(scope);
      return this;
    }
  }
  const auth = { languageCode: null as string | null };
  return {
    auth,
    initializeApp: vi.fn(() => ({ name: "[DEFAULT]" })),
    getAuth: vi.fn(() => auth),
    signInWithPopup: vi.fn(async () => ({ user: { uid: "u1", email: "ana@example.com" } })),
    signInWithRedirect: vi.fn(async () => undefined),
    getRedirectResult: vi.fn(async (): Promise<unknown> => null),
    signOut: vi.fn(async () => undefined),
    GoogleAuthProvider,
    FacebookAuthProvider,
  };
});
vi.mock("firebase/app", () => ({ initializeApp: sdk.initializeApp, getApps: () => [], getApp: vi.fn() }));
vi.mock("firebase/auth", () => sdk);

const config = { apiKey: "AIzaSyD-FakeKeyForTests_0123456789abc", authDomain: "fz.firebaseapp.com", projectId: "fz" };

/** The adapter keeps the loaded SDK per page: every case starts from a fresh page. */
async function freshModule() {
  vi.resetModules();
  return import("@/features/auth/api/firebase-client");
}

describe("Firebase adapter", () => {
  beforeEach(() => {
    for (const fn of [sdk.initializeApp, sdk.getAuth, sdk.signInWithPopup, sdk.signInWithRedirect, sdk.getRedirectResult, sdk.signOut]) {
      fn.mockClear();
    }
  });

  it("loads nothing until it is used", async () => {
    const { createFirebaseIdentityClient } = await freshModule();
    createFirebaseIdentityClient(config);
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });

  it("Google: a popup, in Spanish, letting the person choose the account", async () => {
    const { createFirebaseIdentityClient } = await freshModule();
    const user = await createFirebaseIdentityClient(config).signInWithPopup("google.com");
    expect(sdk.initializeApp).toHaveBeenCalledWith(config);
    expect(sdk.auth.languageCode).toBe("es");
    const [, provider] = sdk.signInWithPopup.mock.calls[0] as unknown as [unknown, InstanceType<typeof sdk.GoogleAuthProvider>];
    expect(provider).toBeInstanceOf(sdk.GoogleAuthProvider);
    expect(provider.parameters).toEqual({ prompt: "select_account" });
    expect(user).toMatchObject({ uid: "u1" });
  });

  it("Facebook: a redirect asking for the e-mail, and its result on return", async () => {
    const { createFirebaseIdentityClient } = await freshModule();
    const client = createFirebaseIdentityClient(config);
    await client.signInWithRedirect("facebook.com");
    const [, provider] = sdk.signInWithRedirect.mock.calls[0] as unknown as [unknown, InstanceType<typeof sdk.FacebookAuthProvider>];
    expect(provider).toBeInstanceOf(sdk.FacebookAuthProvider);
    expect(provider.scopes).toContain("email");

    sdk.getRedirectResult.mockResolvedValueOnce({ user: { uid: "f1" } });
    expect(await client.getRedirectResult()).toEqual({ uid: "f1" });
    sdk.getRedirectResult.mockResolvedValueOnce(null);
    expect(await client.getRedirectResult()).toBeNull();
  });

  it("signing out of the academy ends the hosted session, even on a later page load", async () => {
    const first = await freshModule();
    await first.createFirebaseIdentityClient(config).signInWithPopup("google.com");

    // A new page: Firebase is not loaded, but this browser signed in with it.
    const later = await freshModule();
    sdk.initializeApp.mockClear();
    await later.signOutOfHostedService();
    expect(sdk.initializeApp).toHaveBeenCalledWith(config);
    expect(sdk.signOut).toHaveBeenCalledTimes(1);

    // Once ended, a further sign-out does not load Firebase again.
    const another = await freshModule();
    sdk.initializeApp.mockClear();
    await another.signOutOfHostedService();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });

  it("a sign-out that cannot reach Firebase does not throw", async () => {
    const first = await freshModule();
    await first.createFirebaseIdentityClient(config).signInWithPopup("google.com");
    sdk.signOut.mockRejectedValueOnce(new Error("offline"));
    await expect(first.signOutOfHostedService()).resolves.toBeUndefined();
  });
});
