import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, build, injectWithToken } from "../../../test/helper";
import { temporaryDataDir } from "../../../test/id-tokens";

let ctx: TestContext;
const dataDir = temporaryDataDir();

beforeAll(async () => {
  ctx = await build({ DEV_IDENTITY_PROVIDER: "true", DATA_DIR: dataDir.dir, LOGIN_RATE_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await ctx.close();
  dataDir.remove();
});

async function signUp(body: { provider: string; email: string; email_verified: boolean }) {
  const token = await ctx.app.inject({ method: "POST", url: "/api/dev-idp/token", payload: { name: "Rosa Díaz", ...body } });
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/students/social_signup/",
    payload: { token_id: token.json().id_token },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { access: string; user: { email: string } };
}

const points = async (access: string) =>
  (await injectWithToken(ctx, access, { method: "GET", url: "/api/points/" })).json() as {
    amount: number;
    achievements: { name: string; progress: number }[];
  };

describe("a new account made by social sign-in is announced like a registration", () => {
  it("a Google-verified address counts as confirmed: 100 points once, no verification e-mail", async () => {
    const first = await signUp({ provider: "google.com", email: "rosa.google@example.com", email_verified: true });
    const balance = await points(first.access);
    expect(balance.amount).toBe(100);
    expect(balance.achievements[0]?.progress).toBe(10);
    // Signing in again is not a new registration: no second award.
    const again = await signUp({ provider: "google.com", email: "rosa.google@example.com", email_verified: true });
    expect((await points(again.access)).amount).toBe(100);
    const outbox = await ctx.db.query.mailOutbox.findMany();
    expect(outbox.filter((m) => m.to === "rosa.google@example.com")).toHaveLength(0);
  });

  it("an unverified address gets our verification e-mail and no points yet", async () => {
    const session = await signUp({ provider: "facebook.com", email: "rosa.fb@example.com", email_verified: false });
    expect((await points(session.access)).amount).toBe(0);
    const outbox = await ctx.db.query.mailOutbox.findMany();
    expect(outbox.filter((m) => m.to === "rosa.fb@example.com")).toHaveLength(1);
  });
});
