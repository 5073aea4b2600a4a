import { describe, expect, it } from "vitest";
import { accountApi, readUserAgain } from "@/features/account/api/account-api";
import { getStoredUser, STORAGE_KEYS } from "@/lib/session";
import { makeStore } from "@/store/make-store";
import { stubFetch } from "@/test/fetch";
import { wireUser } from "@/test/factories";

/** Spec §7: `GET /api/users/whoami/`; the response user is stored locally (issue 35.14). */
describe("whoami", () => {
  it("stores the user it answers under 'user', camelCased, replacing the older copy", async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, firstName: "Ana", points: 0, emailVerified: false }));
    const { calls } = stubFetch({ status: 200, body: { user: wireUser({ points: 150, email_verified: true }) } });
    const store = makeStore();
    const answer = await store.dispatch(readUserAgain());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["GET /api/users/whoami/"]);
    expect(answer.data).toMatchObject({ points: 150, emailVerified: true });
    expect(getStoredUser()).toEqual(answer.data);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ points: 150, emailVerified: true });
  });

  it("keeps the stored user when the API refuses", async () => {
    const before = { id: 1, firstName: "Ana", points: 7 };
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(before));
    stubFetch({ status: 500, body: { errors: ["x"], code: "server_error" } });
    await makeStore().dispatch(accountApi.endpoints.whoami.initiate(undefined, { forceRefetch: true, subscribe: false }));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(before);
  });
});
