import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenSigner } from "./tokens";

const SECRET = "a-secret-that-is-long-enough-for-hs256-0123456789";
const claims = { userId: 7, role: "student", sid: "0b8f5c2e-5f0a-4c1d-9a7e-2f3b4c5d6e7f", ver: 3 };

afterEach(() => vi.useRealTimers());

describe("access tokens", () => {
  it("round-trips the claims, the second time from what was already checked", async () => {
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
  });

  it("refuses a token changed by one character, even once the genuine one was accepted", async () => {
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccess(claims);
    await signer.verifyAccess(token);
    const [header, payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "8" })).toString("base64url");
    await expect(signer.verifyAccess(`${header}.${forgedPayload}.${signature}`)).rejects.toThrow();
    // The first character: all six of its bits are the signature's (the last one's low bits are
    // padding a decoder may ignore, so changing only those would leave the same signature).
    const flipped = (signature!.startsWith("A") ? "B" : "A") + signature!.slice(1);
    await expect(signer.verifyAccess(`${header}.${payload}.${flipped}`)).rejects.toThrow();
    // Another process's secret never validates it.
    await expect(createTokenSigner(`${SECRET}-other`, 60).verifyAccess(token)).rejects.toThrow();
  });

  it("refuses an expired token although it was accepted while valid", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccess(claims);
    expect(signer.knownAccess(token)).toBeUndefined();
    expect(await signer.verifyAccess(token)).toEqual(claims);
    // Known once verified, without a promise, until it expires.
    expect(signer.knownAccess(token)).toEqual(claims);
    expect(signer.knownAccess(`${token}x`)).toBeUndefined();
    vi.setSystemTime(new Date("2026-11-26T10:01:01Z"));
    expect(signer.knownAccess(token)).toBeUndefined();
    await expect(signer.verifyAccess(token)).rejects.toThrow(/expired/);
    await expect(signer.verifyAccess(token)).rejects.toThrow();
  });
});
