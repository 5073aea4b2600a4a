import type { AccountDeleteRequest } from "@fz/contracts/auth";
import type { PasswordResetConfirm, PasswordResetRequest } from "@fz/contracts/mail";
import type { Camel } from "@/lib/case";
import { saveUser, type SessionUser } from "@/lib/session";
import { accountReads } from "@/features/account/api/account-reads";
import { api } from "@/store/api";

/** What an e-mail's code answers (an expired or used link is the page's to explain). */
export function errorCode(error: unknown): string | undefined {
  const code = ((error as { data?: unknown } | undefined)?.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The account's e-mail links and the stored user (decision 020). The links land on public
 * pages: those calls need no session.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A verification link works once. Asked as a query keyed by the token: React may mount the
     * page twice (Strict Mode) and both share one request; "Intentar de nuevo" asks again.
     * A refused token (400) is the page's to explain.
     */
    verifyEmail: build.query<{ detail: string; emailVerified: true }, string>({
      query: (token) => ({ path: "/api/users/verify-email/", method: "POST", body: { token }, auth: false }),
      extraOptions: { report: { except: [400] } },
      keepUnusedDataFor: 3600,
      async onQueryStarted(_token, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true, () => false))) return;
        // 100 points more, and the header and the academy read the stored user: it now says verified.
        dispatch(api.util.invalidateTags(["Points"]));
        if ((getState() as unknown as { auth: { token: string | null } }).auth.token) void dispatch(readUserAgain());
      },
    }),
    /** Sends another verification link to the signed-in student's address ("already verified" is the button's to say). */
    requestVerificationEmail: build.mutation<{ detail: string }, void>({
      query: () => ({ path: "/api/users/verify-email/request/", method: "POST" }),
      extraOptions: { report: { exceptCodes: ["email_already_verified"] } },
    }),
    /** Answers the same neutral message whether or not the address has an account. */
    requestPasswordReset: build.mutation<{ detail: string }, Camel<PasswordResetRequest>>({
      query: (body) => ({ path: "/api/users/password-reset/request/", method: "POST", body, auth: false }),
    }),
    /** An expired or used link (`invalid_email_token`) is the form's to explain. */
    confirmPasswordReset: build.mutation<{ detail: string }, Camel<PasswordResetConfirm>>({
      query: (body) => ({ path: "/api/users/password-reset/confirm/", method: "POST", body, auth: false }),
      extraOptions: { report: { exceptCodes: ["invalid_email_token"] } },
    }),
    /**
     * `DELETE /api/users/me/` (decision 046): the account, its data and its takes go, confirmed
     * with the password (a social-only account: its e-mail). A wrong confirmation is said at the
     * field, an account the academy keeps (orders) in the form: neither is a toast.
     */
    deleteAccount: build.mutation<void, Camel<AccountDeleteRequest>>({
      query: (body) => ({ path: "/api/users/me/", method: "DELETE", body }),
      extraOptions: { report: { exceptCodes: ["validation_error", "conflict", "permission_denied"] } },
    }),
    /**
     * `GET /api/users/whoami/` (spec §7): the signed-in user as the API sees them now; the
     * stored one is replaced (after verifying, `emailVerified` and `points` moved), which the
     * session sync copies into `auth`. Untold on a failure.
     */
    whoami: build.query<SessionUser, void>({
      query: () => ({ ...accountReads.whoami(), report: "none" }),
      transformResponse: (answer: { user: SessionUser }) => answer.user,
      async onQueryStarted(_arg, { queryFulfilled }) {
        const user = await queryFulfilled.then(({ data }) => data, () => null);
        if (user) saveUser(user);
      },
    }),
  }),
});

export const {
  useVerifyEmailQuery,
  useRequestVerificationEmailMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useDeleteAccountMutation,
  useWhoamiQuery,
} = accountApi;

/** The stored user, read again now (an answer elsewhere says it is out of date). */
export function readUserAgain() {
  return accountApi.endpoints.whoami.initiate(undefined, { forceRefetch: true, subscribe: false });
}
