import { beforeEach, describe, expect, it, vi } from "vitest";
import { IdentityError, type IdentityClient, type SocialUser } from "@/features/auth/api/identity-client";
import { getAccessToken, getStoredUser } from "@/lib/session";
import { makeStore } from "@/store/make-store";
import { wireUser } from "@/test/factories";
import { stubFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";

const spies = vi.hoisted(() => ({ success: vi.fn(), trackEvent: vi.fn() }));
vi.mock("@/lib/toasts", () => ({ toast: { success: spies.success, info: vi.fn(), error: vi.fn() } }));
vi.mock("@/lib/analytics", () => ({ trackEvent: spies.trackEvent }));

const { completeSocialRedirect, pendingRedirectProvider, signInWithSocialProvider } = await import(
  "@/features/auth/utils/social-auth"
);

const FIRST_TIME = "Tue, 03 Mar 2026 15:04:05 GMT";

function socialUser(overrides: Partial<SocialUser> = {}): SocialUser {
  return {
    uid: "uid-1",
    displayName: "Ana Díaz",
    photoURL: null,
    email: "ana@example.com",
    emailVerified: true,
    phoneNumber: null,
    tenantId: null,
    isAnonymous: false,
    providerData: [
      { providerId: "google.com", uid: "1098", displayName: "Ana Díaz", email: "ana@example.com", phoneNumber: null, photoURL: null },
    ],
    metadata: { creationTime: FIRST_TIME, lastSignInTime: FIRST_TIME },
    getIdToken: async () => "hosted-id-token",
    ...overrides,
  };
}

const returningUser = () =>
  socialUser({ metadata: { creationTime: FIRST_TIME, lastSignInTime: "Wed, 04 Mar 2026 09:00:00 GMT" } });

function fakeClient(overrides: Partial<IdentityClient> = {}) {
  return {
    signInWithPopup: vi.fn(async () => socialUser()),
    signInWithRedirect: vi.fn(async () => undefined),
    getRedirectResult: vi.fn(async (): Promise<SocialUser | null> => null),
    signOut: vi.fn(async () => undefined),
    preload: vi.fn(),
    ...overrides,
  } satisfies IdentityClient;
}

const session = (isNewUser: boolean, user = wireUser()) => ({
  status: 200,
  body: { access: tokenExpiringIn(900), refresh: "r1", user, is_new_user: isNewUser },
});

describe("social sign-in flow (spec §4)", () => {
  beforeEach(() => {
    spies.success.mockReset();
    spies.trackEvent.mockReset();
    window.sessionStorage.clear();
  });

  it("a new user: posts the ID token, stores the session, logs the registration, sign_up, welcome toast", async () => {
    const { calls } = stubFetch(session(true), { status: 201, body: {} });
    const store = makeStore();
    let loadingWhileSigningIn: boolean | undefined;
    const client = fakeClient({
      signInWithPopup: vi.fn(async () => {
        loadingWhileSigningIn = store.getState().auth.loading;
        return socialUser();
      }),
    });

    const outcome = await store.dispatch(signInWithSocialProvider(client, "google.com"));

    expect(loadingWhileSigningIn).toBe(true);
    expect(client.signInWithPopup).toHaveBeenCalledWith("google.com");
    expect(outcome).toMatchObject({ status: "signed-in", isNewUser: true });
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/students/social_signup/",
      body: { token_id: "hosted-id-token" },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(store.getState().auth.token).toBeTruthy();
    expect(getAccessToken()).toBe(store.getState().auth.token);
    expect(getStoredUser()).toMatchObject({ role: "student" });
    expect(store.getState().auth.user).toMatchObject({ firstName: "Ana", role: "student" });
    expect(calls[1]).toMatchObject({
      method: "POST",
      url: "/api/students/registration-logs/",
      body: { provider: "google.com", user: "ana@example.com", is_failed: false },
    });
    expect(calls[1]?.headers.Authorization).toBe(`Bearer ${store.getState().auth.token}`);
    expect(spies.trackEvent).toHaveBeenCalledWith("sign_up", { method: "google.com" });
    expect(spies.success).toHaveBeenCalledWith("Bienvenido a FZ Academia");
    expect(store.getState().errors.list).toEqual([]);
    expect(store.getState().auth.loading).toBe(false);
  });

  it("an existing user: no registration log, the login event and the welcome toast", async () => {
    const { calls } = stubFetch(session(false));
    const store = makeStore();

    const outcome = await store.dispatch(
      signInWithSocialProvider(fakeClient({ signInWithPopup: vi.fn(async () => returningUser()) }), "google.com"),
    );

    expect(outcome).toMatchObject({ status: "signed-in", isNewUser: false });
    expect(calls.map((call) => call.url)).toEqual(["/api/students/social_signup/"]);
    expect(spies.trackEvent).toHaveBeenCalledWith("login", { method: "google.com" });
    expect(spies.success).toHaveBeenCalledWith("Bienvenido a FZ Academia");
    expect(store.getState().auth.loading).toBe(false);
  });

  it("a sign-in the registration log cannot record still succeeds", async () => {
    stubFetch(session(true), "network-error");
    const store = makeStore();
    const outcome = await store.dispatch(signInWithSocialProvider(fakeClient(), "google.com"));
    expect(outcome.status).toBe("signed-in");
    expect(store.getState().errors.list).toEqual([]);
    expect(store.getState().auth.loading).toBe(false);
  });

  it("the hosted service's different-credential error: the spec's exact Spanish text, logged as a failed registration (issue 35.11)", async () => {
    const { calls } = stubFetch();
    const store = makeStore();
    const error = new IdentityError("auth/account-exists-with-different-credential", "exists", {
      email: "luis@example.com",
    });

    const outcome = await store.dispatch(
      signInWithSocialProvider(fakeClient({ signInWithPopup: vi.fn(async () => Promise.reject(error)) }), "google.com"),
    );

    expect(outcome).toEqual({ status: "account-exists", email: "luis@example.com" });
    expect(store.getState().errors.list).toHaveLength(1);
    expect(store.getState().errors.list[0]?.error.message).toBe(
      "Ya existe un usuario con la dirección de correo electrónico luis@example.com",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ provider: "google.com", user: "luis@example.com", is_failed: true });
    expect(spies.success).not.toHaveBeenCalled();
    expect(store.getState().auth.loading).toBe(false);
  });

  it("the API's account_exists_with_different_credential: the same text, and the hosted session is ended", async () => {
    const { calls } = stubFetch({
      status: 400,
      body: {
        errors: ["Ya existe un usuario con la dirección de correo electrónico ana@example.com"],
        code: "account_exists_with_different_credential",
      },
    });
    const store = makeStore();
    const client = fakeClient();

    expect(await store.dispatch(signInWithSocialProvider(client, "google.com"))).toMatchObject({ status: "account-exists" });

    expect(store.getState().errors.list.map((item) => item.error.message)).toEqual([
      "Ya existe un usuario con la dirección de correo electrónico ana@example.com",
    ]);
    // The sign-up call, then the failed registration's log.
    expect(calls).toHaveLength(2);
    expect(client.signOut).toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(store.getState().auth.loading).toBe(false);
  });

  it.each(["auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/user-cancelled"])(
    "the visitor's own cancel (%s): no toast, no failed log, the buttons free again",
    async (code) => {
      const { calls } = stubFetch({ status: 201, body: {} });
      const store = makeStore();
      const error = new IdentityError(code, "closed", { email: "ana@example.com" });

      const outcome = await store.dispatch(
        signInWithSocialProvider(fakeClient({ signInWithPopup: vi.fn(async () => Promise.reject(error)) }), "google.com"),
      );

      expect(outcome.status).toBe("cancelled");
      expect(store.getState().errors.list).toEqual([]);
      expect(calls).toHaveLength(0);
      expect(spies.success).not.toHaveBeenCalled();
      expect(store.getState().auth.loading).toBe(false);
    },
  );

  it("any other error: 'Ocurrio un error inesperado' and a failed registration log", async () => {
    const { calls } = stubFetch({ status: 201, body: {} });
    const store = makeStore();
    const error = new IdentityError("auth/network-request-failed", "offline", { email: "ana@example.com" });

    const outcome = await store.dispatch(
      signInWithSocialProvider(fakeClient({ signInWithPopup: vi.fn(async () => Promise.reject(error)) }), "google.com"),
    );

    expect(outcome.status).toBe("failed");
    expect(store.getState().errors.list.map((item) => item.error.message)).toEqual(["Ocurrio un error inesperado"]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/students/registration-logs/",
      body: { provider: "google.com", user: "ana@example.com", is_failed: true },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(JSON.parse((calls[0]?.body as { failed_error: string }).failed_error)).toEqual({
      name: "IdentityError",
      code: "auth/network-request-failed",
      message: "offline",
    });
    expect(spies.success).not.toHaveBeenCalled();
    expect(spies.trackEvent).not.toHaveBeenCalled();
    expect(store.getState().auth.loading).toBe(false);
  });

  it("an answer without a role: 401 'Usuario no valido', nothing stored, a failed log", async () => {
    const { calls } = stubFetch(session(true, wireUser({ role: null })), { status: 201, body: {} });
    const store = makeStore();
    const client = fakeClient();

    const outcome = await store.dispatch(signInWithSocialProvider(client, "google.com"));

    expect(outcome.status).toBe("failed");
    expect(store.getState().errors.list[0]).toMatchObject({
      statusCode: 401,
      error: { title: "Error de autenticación", message: "Usuario no valido" },
    });
    expect(getAccessToken()).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(calls[1]).toMatchObject({
      url: "/api/students/registration-logs/",
      body: { provider: "google.com", user: "ana@example.com", is_failed: true },
    });
    expect(client.signOut).toHaveBeenCalled();
    expect(spies.success).not.toHaveBeenCalled();
    expect(store.getState().auth.loading).toBe(false);
  });

  describe("Facebook through a redirect", () => {
    it("leaves for the provider and remembers which one, clearing the loading flag", async () => {
      const store = makeStore();
      const client = fakeClient();
      const outcome = await store.dispatch(signInWithSocialProvider(client, "facebook.com"));
      expect(outcome.status).toBe("redirecting");
      expect(client.signInWithRedirect).toHaveBeenCalledWith("facebook.com");
      expect(client.signInWithPopup).not.toHaveBeenCalled();
      expect(pendingRedirectProvider()).toBe("facebook.com");
      expect(store.getState().auth.loading).toBe(false);
    });

    it("back from the provider: the same flow, once", async () => {
      const facebookUser = socialUser({
        email: "leo@example.com",
        providerData: [
          { providerId: "facebook.com", uid: "77", displayName: "Leo", email: "leo@example.com", phoneNumber: null, photoURL: null },
        ],
      });
      const { calls } = stubFetch(session(true), { status: 201, body: {} });
      const store = makeStore();
      const client = fakeClient({ getRedirectResult: vi.fn(async () => facebookUser) });
      window.sessionStorage.setItem("fz.socialRedirect", "facebook.com");

      const outcome = await store.dispatch(completeSocialRedirect(client));
      const again = await store.dispatch(completeSocialRedirect(client));

      expect(outcome.status).toBe("signed-in");
      expect(again.status).toBe("none");
      expect(client.getRedirectResult).toHaveBeenCalledTimes(1);
      expect(calls[1]).toMatchObject({ body: { provider: "facebook.com", user: "leo@example.com", is_failed: false } });
      expect(spies.trackEvent).toHaveBeenCalledWith("sign_up", { method: "facebook.com" });
      expect(spies.success).toHaveBeenCalledWith("Bienvenido a FZ Academia");
      expect(store.getState().auth.loading).toBe(false);
    });

    it("cancelled on the provider's page: back without a toast or a failed log", async () => {
      const { calls } = stubFetch({ status: 201, body: {} });
      const store = makeStore();
      const error = new IdentityError("auth/redirect-cancelled-by-user", "cancelled");
      window.sessionStorage.setItem("fz.socialRedirect", "facebook.com");

      const outcome = await store.dispatch(
        completeSocialRedirect(fakeClient({ getRedirectResult: vi.fn(async () => Promise.reject(error)) })),
      );

      expect(outcome.status).toBe("cancelled");
      expect(store.getState().errors.list).toEqual([]);
      expect(calls).toHaveLength(0);
      expect(store.getState().auth.loading).toBe(false);
    });

    it("a refused redirect result: the failure is reported and logged for Facebook", async () => {
      const { calls } = stubFetch({ status: 201, body: {} });
      const store = makeStore();
      const error = new IdentityError("auth/internal-error", "refused");
      window.sessionStorage.setItem("fz.socialRedirect", "facebook.com");

      await store.dispatch(completeSocialRedirect(fakeClient({ getRedirectResult: vi.fn(async () => Promise.reject(error)) })));

      expect(store.getState().errors.list.map((item) => item.error.message)).toEqual(["Ocurrio un error inesperado"]);
      expect(calls[0]).toMatchObject({ body: { provider: "facebook.com", user: null, is_failed: true } });
      expect(store.getState().auth.loading).toBe(false);
    });

    it("nothing pending: nothing happens", async () => {
      const store = makeStore();
      const client = fakeClient();
      expect((await store.dispatch(completeSocialRedirect(client))).status).toBe("none");
      expect(client.getRedirectResult).not.toHaveBeenCalled();
    });
  });
});
