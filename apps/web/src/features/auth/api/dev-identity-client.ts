import { devIdpUser } from "@fz/contracts/social-auth";
import {
  IdentityError,
  type IdentityClient,
  type SocialProvider,
  type SocialUser,
} from "@/features/auth/api/identity-client";

/**
 * The development identity provider (`/api/dev-idp/`, only when the API enables it) as an
 * `IdentityClient`: its sign-in page plays the hosted service's popup (answering with
 * `postMessage`) and redirect (coming back with `#id_token=…&user=…`).
 */

const SIGN_IN_URL = "/api/dev-idp/sign-in";
const MESSAGE_TYPE = "fz-dev-idp";
const POPUP_FEATURES = "popup,width=480,height=640";
/** How often to notice that the visitor closed the popup. */
const CLOSED_POLL_MS = 400;
/** The popup posts and closes at once: give its message time to arrive before calling it closed. */
const CLOSED_GRACE_MS = 300;

function toSocialUser(idToken: unknown, user: unknown): SocialUser {
  const parsed = devIdpUser.safeParse(user);
  if (typeof idToken !== "string" || idToken === "" || !parsed.success) {
    throw new IdentityError("auth/invalid-credential", "El proveedor de desarrollo respondió sin un usuario válido");
  }
  return { ...parsed.data, getIdToken: async () => idToken };
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "=");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The current address without its fragment: where the redirect comes back to. */
function currentUrlWithoutHash(win: Window): string {
  const url = new URL(win.location.href);
  url.hash = "";
  return url.href;
}

/** `testWindow` replaces the browser's window in tests; the window is looked up only when used, never during server rendering. */
export function createDevIdentityClient(testWindow?: Window): IdentityClient {
  const signInUrl = (win: Window, provider: SocialProvider, mode: "popup" | "redirect") => {
    const params = new URLSearchParams({ provider, mode });
    if (mode === "redirect") params.set("redirect_uri", currentUrlWithoutHash(win));
    return `${SIGN_IN_URL}?${params.toString()}`;
  };

  return {
    signInWithPopup(provider) {
      const win = testWindow ?? window;
      // Opened before anything is awaited: the click's user activation allows it.
      const popup = win.open(signInUrl(win, provider, "popup"), "fz-dev-idp", POPUP_FEATURES);
      if (!popup) {
        return Promise.reject(new IdentityError("auth/popup-blocked", "El navegador bloqueó la ventana emergente"));
      }
      return new Promise<SocialUser>((resolve, reject) => {
        let settled = false;
        const finish = (action: () => void) => {
          if (settled) return;
          settled = true;
          win.removeEventListener("message", onMessage);
          win.clearInterval(poll);
          action();
        };
        const onMessage = (event: MessageEvent) => {
          // Only this popup, from this site, speaking the provider's message type.
          if (event.origin !== win.location.origin || event.source !== popup) return;
          const data = event.data as { type?: unknown; idToken?: unknown; user?: unknown } | null;
          if (!data || data.type !== MESSAGE_TYPE) return;
          finish(() => {
            try {
              resolve(toSocialUser(data.idToken, data.user));
            } catch (error) {
              reject(error);
            }
          });
        };
        const poll = win.setInterval(() => {
          if (!popup.closed) return;
          win.clearInterval(poll);
          win.setTimeout(
            () =>
              finish(() =>
                reject(new IdentityError("auth/popup-closed-by-user", "Se cerró la ventana de inicio de sesión")),
              ),
            CLOSED_GRACE_MS,
          );
        }, CLOSED_POLL_MS);
        win.addEventListener("message", onMessage);
      });
    },

    async signInWithRedirect(provider) {
      const win = testWindow ?? window;
      win.location.assign(signInUrl(win, provider, "redirect"));
    },

    async getRedirectResult() {
      const win = testWindow ?? window;
      const hash = win.location.hash.replace(/^#/, "");
      if (!hash) return null;
      const params = new URLSearchParams(hash);
      const idToken = params.get("id_token");
      const error = params.get("error");
      if (!idToken && !error) return null;
      // The token must not stay in the address bar, the history or a copied link.
      win.history.replaceState(null, "", currentUrlWithoutHash(win));
      if (error) {
        throw new IdentityError(
          error === "cancelled" ? "auth/redirect-cancelled-by-user" : `auth/${error}`,
          "No se completó el inicio de sesión",
        );
      }
      let user: unknown;
      try {
        user = JSON.parse(decodeBase64Url(params.get("user") ?? ""));
      } catch {
        user = null;
      }
      return toSocialUser(idToken, user);
    },

    async signOut() {
      // The development provider keeps no session of its own.
    },

    preload() {
      // Nothing to load: the sign-in page is served by the API.
    },
  };
}
