import { toast } from "@/lib/toasts";
import type { IdentityClient, SocialProvider, SocialUser } from "@/features/auth/api/identity-client";
import { recordRegistrationLog, socialSignUp, type SocialSession } from "@/features/auth/api/social-auth-api";
import { trackEvent } from "@/lib/analytics";
import { isApiError } from "@/lib/api-error";
import type { AppThunk } from "@/store/make-store";
import { setAuthLoading, setSession } from "@/store/slices/auth-slice";
import { queueErrors, reportError } from "@/store/slices/errors-slice";
import { hydrationDone } from "@/lib/deferred-hydration";

/**
 * Spec §4 social sign-in, written once for any `IdentityClient` (Firebase or the development
 * provider):
 *  1. Google signs in through a popup, Facebook through a redirect;
 *  2. the signed-in user's ID token goes to `social_signup`, the session is stored and the
 *     `sign_up` (or `login`) analytics event fires;
 *  3. a new user (creation time = last sign-in time) gets a registration log;
 *  4. the toast 'Bienvenido a FZ Academia';
 *  5. the loading flag is turned off in every case.
 * An account that exists with another credential gets the spec's message; the visitor's own
 * cancel (closing the popup) is silent; any other failure 'Ocurrio un error inesperado'
 * (API failures: the spec §8 messages) and a failed log.
 */

export const WELCOME_MESSAGE = "Bienvenido a FZ Academia";
export const ACCOUNT_EXISTS_ERROR_ID = "ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL";

export function accountExistsMessage(email: string): string {
  return `Ya existe un usuario con la dirección de correo electrónico ${email}`;
}

/** Spec §2: Google through a popup, Facebook through a redirect. */
export const SIGN_IN_MODE: Record<SocialProvider, "popup" | "redirect"> = {
  "google.com": "popup",
  "facebook.com": "redirect",
};

/** Which provider a redirect left for: tells the page it came back to what to finish. */
const PENDING_REDIRECT_KEY = "fz.socialRedirect";

export type SocialSignInOutcome =
  | { status: "signed-in"; session: SocialSession; isNewUser: boolean }
  | { status: "redirecting" }
  | { status: "failed" }
  /**
   * The e-mail already has an account signed in another way (credentials, the other provider):
   * the page offers the next step — sign in that way, or recover the password (issue 35.11).
   */
  | { status: "account-exists"; email: string | null }
  /** The visitor closed or cancelled the provider's window: nothing to report. */
  | { status: "cancelled" }
  /** Came back from a redirect with nothing to finish (the visitor went back, say). */
  | { status: "none" };

function isSocialProvider(value: unknown): value is SocialProvider {
  return value === "google.com" || value === "facebook.com";
}

function markPendingRedirect(provider: SocialProvider): void {
  try {
    window.sessionStorage.setItem(PENDING_REDIRECT_KEY, provider);
  } catch {
    // Without storage the return cannot be recognised; the visitor can use the button again.
  }
}

/** Read and forget in one step, so a second effect run (Strict Mode) finds nothing to do. */
function takePendingRedirect(): SocialProvider | null {
  try {
    const provider = window.sessionStorage.getItem(PENDING_REDIRECT_KEY);
    window.sessionStorage.removeItem(PENDING_REDIRECT_KEY);
    return isSocialProvider(provider) ? provider : null;
  } catch {
    return null;
  }
}

/** The provider a redirect left for, when this page load is its return. */
export function pendingRedirectProvider(): SocialProvider | null {
  try {
    const provider = window.sessionStorage.getItem(PENDING_REDIRECT_KEY);
    return isSocialProvider(provider) ? provider : null;
  } catch {
    return null;
  }
}

/** Spec §4 step 3: the hosted service's own notion of a first sign-in. */
export function isFirstSignIn(user: SocialUser): boolean {
  const { creationTime, lastSignInTime } = user.metadata;
  return creationTime !== undefined && creationTime === lastSignInTime;
}

function errorCode(error: unknown): string | null {
  if (isApiError(error)) {
    const code = (error.body as { code?: unknown } | null | undefined)?.code;
    return typeof code === "string" ? code : null;
  }
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : null;
}

/**
 * The visitor's own "no": closing the popup, a second click replacing the first popup,
 * "Cancelar" on the development provider's page. Not an error: no toast, no failed log.
 */
const CANCEL_CODES = new Set([
  "auth/popup-closed-by-user",
  "auth/cancelled-popup-request",
  "auth/user-cancelled",
  "auth/redirect-cancelled-by-user",
]);

export function isCancelledByUser(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && CANCEL_CODES.has(code);
}

function isAccountExists(error: unknown): boolean {
  const code = errorCode(error);
  return code === "auth/account-exists-with-different-credential" || code === "account_exists_with_different_credential";
}

/** The e-mail a failure is about: the hosted service puts it in `customData`. */
function emailOf(error: unknown, user: SocialUser | null): string | null {
  const fromError = (error as { customData?: { email?: unknown } } | null | undefined)?.customData?.email;
  if (typeof fromError === "string" && fromError !== "") return fromError;
  return user?.email ?? null;
}

/**
 * The failure as text for the registration log. Only named fields: a Firebase error's
 * `customData` can carry the provider's OAuth tokens, which must never be written anywhere.
 */
export function serializeError(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body as { code?: unknown; errors?: unknown } | null | undefined;
    return JSON.stringify({ name: error.name, status: error.status ?? null, code: body?.code ?? null, errors: body?.errors ?? null });
  }
  if (error instanceof Error) {
    return JSON.stringify({ name: error.name, code: errorCode(error), message: error.message });
  }
  return JSON.stringify({ message: String(error) });
}

/** Steps 2–4 for a user the hosted service has just signed in. */
function completeSignIn(user: SocialUser, provider: SocialProvider): AppThunk<Promise<SocialSignInOutcome>> {
  return async (dispatch) => {
    const session = await socialSignUp(await user.getIdToken());
    await hydrationDone();
    dispatch(setSession({ user: session.user, token: session.access }));
    const firstProvider = user.providerData[0]?.providerId;
    const method = isSocialProvider(firstProvider) ? firstProvider : provider;
    // The analytics "registration" counts academy accounts: the API knows whether it made one.
    trackEvent(session.isNewUser ? "sign_up" : "login", { method });
    if (isFirstSignIn(user)) {
      // The API already wrote this entry when it created the account and answers this call
      // idempotently: its failure must not spoil a sign-in that worked.
      await recordRegistrationLog({ provider: method, user: user.email, isFailed: false }).catch(() => undefined);
    }
    toast.success(WELCOME_MESSAGE);
    return { status: "signed-in", session, isNewUser: session.isNewUser };
  };
}

function failSignIn(
  error: unknown,
  provider: SocialProvider,
  user: SocialUser | null,
  client: IdentityClient,
): AppThunk<Promise<SocialSignInOutcome>> {
  return async (dispatch) => {
    // The hosted service may hold a session the academy refused: keep both sides alike.
    if (user) await client.signOut().catch(() => undefined);
    if (isCancelledByUser(error)) return { status: "cancelled" };
    const email = emailOf(error, user);
    if (isAccountExists(error)) {
      dispatch(
        queueErrors([
          {
            statusCode: 400,
            error: {
              title: "No se pudo iniciar sesión",
              message: accountExistsMessage(email ?? ""),
              id: ACCOUNT_EXISTS_ERROR_ID,
            },
          },
        ]),
      );
      // A registration that did not happen: the back office's registration log shows it.
      await recordRegistrationLog({ provider, user: email, isFailed: true, failedError: serializeError(error) }).catch(() => undefined);
      return { status: "account-exists", email };
    }
    // Not an API answer: 'Ocurrio un error inesperado'. An API answer: its spec §8 message
    // (e.g. 401 'Usuario no valido'), which tells the visitor more than a generic text.
    dispatch(reportError(error));
    await recordRegistrationLog({
      provider,
      user: email,
      isFailed: true,
      failedError: serializeError(error),
    }).catch(() => undefined);
    return { status: "failed" };
  };
}

/**
 * Step 1 from a button. Dispatch it straight from the click: the popup is opened before the
 * first `await`, inside the click's user activation.
 */
export function signInWithSocialProvider(
  client: IdentityClient,
  provider: SocialProvider,
): AppThunk<Promise<SocialSignInOutcome>> {
  return async (dispatch) => {
    dispatch(setAuthLoading(true));
    let user: SocialUser | null = null;
    try {
      if (SIGN_IN_MODE[provider] === "redirect") {
        markPendingRedirect(provider);
        await client.signInWithRedirect(provider);
        return { status: "redirecting" };
      }
      user = await client.signInWithPopup(provider);
      return await dispatch(completeSignIn(user, provider));
    } catch (error) {
      if (SIGN_IN_MODE[provider] === "redirect") takePendingRedirect();
      return await dispatch(failSignIn(error, provider, user, client));
    } finally {
      dispatch(setAuthLoading(false));
    }
  };
}

/** Step 1 for a redirect: on the page the provider came back to, finish what it started. */
export function completeSocialRedirect(client: IdentityClient): AppThunk<Promise<SocialSignInOutcome>> {
  return async (dispatch) => {
    const provider = takePendingRedirect();
    if (!provider) return { status: "none" };
    dispatch(setAuthLoading(true));
    let user: SocialUser | null = null;
    try {
      user = await client.getRedirectResult();
      if (!user) return { status: "none" };
      return await dispatch(completeSignIn(user, provider));
    } catch (error) {
      return await dispatch(failSignIn(error, provider, user, client));
    } finally {
      dispatch(setAuthLoading(false));
    }
  };
}
