import { describe, expect, it } from "vitest";
import { getSocialSignInConfig } from "@/config/env";

const firebase = {
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyD-FakeKeyForTests_0123456789abc",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "fz-academia.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "fz-academia",
};

describe("social sign-in settings (read per request on the server)", () => {
  it("hides the buttons when neither Firebase nor the development provider is set", () => {
    expect(getSocialSignInConfig({})).toBeNull();
    expect(getSocialSignInConfig({ NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: "false", NEXT_PUBLIC_FIREBASE_API_KEY: " " })).toBeNull();
  });

  it("uses Firebase when its three public settings are set", () => {
    expect(getSocialSignInConfig(firebase)).toEqual({
      kind: "firebase",
      firebase: { apiKey: firebase.NEXT_PUBLIC_FIREBASE_API_KEY, authDomain: "fz-academia.firebaseapp.com", projectId: "fz-academia" },
    });
  });

  it("prefers the development provider when it is switched on", () => {
    expect(getSocialSignInConfig({ ...firebase, NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: "true" })).toEqual({ kind: "development" });
    expect(getSocialSignInConfig({ NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: "1" })).toEqual({ kind: "development" });
  });

  it("refuses half a Firebase configuration, naming what is missing", () => {
    expect(() => getSocialSignInConfig({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: "fz-academia" })).toThrow(
      /NEXT_PUBLIC_FIREBASE_API_KEY: falta[\s\S]*NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: falta/,
    );
  });

  it("refuses values that cannot be right", () => {
    expect(() => getSocialSignInConfig({ NEXT_PUBLIC_DEV_IDENTITY_PROVIDER: "yes" })).toThrow(/NEXT_PUBLIC_DEV_IDENTITY_PROVIDER/);
    expect(() => getSocialSignInConfig({ ...firebase, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "https://x/" })).toThrow(
      /NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN/,
    );
  });
});
