import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDevIdentityClient } from "@/features/auth/api/dev-identity-client";

const ORIGIN = "http://localhost:3601";

/** The development provider's `user` object (spec §3 social sign-in user fields). */
const providerUser = {
  uid: "K3y",
  displayName: "Ana Díaz",
  email: "ana@example.com",
  emailVerified: true,
  photoURL: null,
  phoneNumber: null,
  tenantId: null,
  isAnonymous: false,
  providerData: [
    { providerId: "google.com", uid: "1234", displayName: "Ana Díaz", email: "ana@example.com", phoneNumber: null, photoURL: null },
  ],
  metadata: { creationTime: "Tue, 03 Mar 2026 15:04:05 GMT", lastSignInTime: "Tue, 03 Mar 2026 15:04:05 GMT" },
};

/** A window with just what the adapter touches, so origins and addresses are under control. */
function fakeWindow(href = `${ORIGIN}/ingresar?next=%2Facademia`) {
  const events = new EventTarget();
  const popup = { closed: false };
  const location = {
    href,
    get origin() {
      return new URL(this.href).origin;
    },
    get hash() {
      return new URL(this.href).hash;
    },
    assign: vi.fn(),
  };
  const win = {
    location,
    open: vi.fn((): unknown => popup),
    history: { replaceState: vi.fn((_state: unknown, _unused: string, url: string) => (location.href = url)) },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
  };
  const post = (data: unknown, { origin = ORIGIN, source = popup as unknown } = {}) => {
    const event = new Event("message") as Event & { data: unknown; origin: string; source: unknown };
    Object.assign(event, { data, origin, source });
    events.dispatchEvent(event);
  };
  return { win, popup, post, client: createDevIdentityClient(win as unknown as Window) };
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("development identity provider adapter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe("popup", () => {
    it("opens the provider's page and resolves with the user its popup posts", async () => {
      const { win, post, client } = fakeWindow();
      const signedIn = client.signInWithPopup("google.com");
      expect(win.open).toHaveBeenCalledWith(
        "/api/dev-idp/sign-in?provider=google.com&mode=popup",
        "fz-dev-idp",
        expect.stringContaining("popup"),
      );
      post({ type: "fz-dev-idp", idToken: "dev-token", user: providerUser });
      const user = await signedIn;
      expect(user).toMatchObject({ uid: "K3y", email: "ana@example.com", providerData: [{ providerId: "google.com" }] });
      expect(user.metadata.creationTime).toBe(user.metadata.lastSignInTime);
      expect(await user.getIdToken()).toBe("dev-token");
    });

    it("ignores messages from another origin, another window or of another type", async () => {
      const { popup, post, client } = fakeWindow();
      const settled = vi.fn();
      void client.signInWithPopup("google.com").then(settled, settled);
      post({ type: "fz-dev-idp", idToken: "evil", user: providerUser }, { origin: "https://evil.example" });
      post({ type: "fz-dev-idp", idToken: "evil", user: providerUser }, { source: {} });
      post({ type: "other", idToken: "x", user: providerUser });
      await vi.advanceTimersByTimeAsync(1000);
      expect(settled).not.toHaveBeenCalled();
      popup.closed = true;
      await vi.advanceTimersByTimeAsync(1000);
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ code: "auth/popup-closed-by-user" }));
    });

    it("rejects an answer without a valid user", async () => {
      const { post, client } = fakeWindow();
      const signedIn = client.signInWithPopup("google.com");
      post({ type: "fz-dev-idp", idToken: "dev-token", user: { uid: "x" } });
      await expect(signedIn).rejects.toMatchObject({ code: "auth/invalid-credential" });
    });

    it("reports a blocked popup", async () => {
      const { win, client } = fakeWindow();
      win.open.mockReturnValue(null);
      await expect(client.signInWithPopup("google.com")).rejects.toMatchObject({ code: "auth/popup-blocked" });
    });
  });

  describe("redirect", () => {
    it("leaves for the provider with the current address (without its fragment) to come back to", async () => {
      const { win, client } = fakeWindow(`${ORIGIN}/registro?next=%2Facademia#algo`);
      await client.signInWithRedirect("facebook.com");
      const target = new URL(win.location.assign.mock.calls[0]?.[0] as string, ORIGIN);
      expect(target.pathname).toBe("/api/dev-idp/sign-in");
      expect(Object.fromEntries(target.searchParams)).toEqual({
        provider: "facebook.com",
        mode: "redirect",
        redirect_uri: `${ORIGIN}/registro?next=%2Facademia`,
      });
    });

    it("reads #id_token and user on return, then cleans the address", async () => {
      const facebookUser = { ...providerUser, providerData: [{ ...providerUser.providerData[0], providerId: "facebook.com" }] };
      const { win, client } = fakeWindow(
        `${ORIGIN}/registro?next=%2Facademia#id_token=${encodeURIComponent("a.b.c")}&user=${base64url(JSON.stringify(facebookUser))}`,
      );
      const user = await client.getRedirectResult();
      expect(user).toMatchObject({ displayName: "Ana Díaz", providerData: [{ providerId: "facebook.com" }] });
      expect(await user?.getIdToken()).toBe("a.b.c");
      expect(win.history.replaceState).toHaveBeenCalledWith(null, "", `${ORIGIN}/registro?next=%2Facademia`);
    });

    it("turns a cancelled sign-in into an error, and cleans the address too", async () => {
      const { win, client } = fakeWindow(`${ORIGIN}/ingresar#error=cancelled`);
      await expect(client.getRedirectResult()).rejects.toMatchObject({ code: "auth/redirect-cancelled-by-user" });
      expect(win.location.href).toBe(`${ORIGIN}/ingresar`);
    });

    it("answers null when the address carries no result", async () => {
      const { win, client } = fakeWindow(`${ORIGIN}/ingresar#contenido`);
      expect(await client.getRedirectResult()).toBeNull();
      expect(win.history.replaceState).not.toHaveBeenCalled();
    });
  });
});
