import { describe, expect, it } from "vitest";
import { clientEnv, serverApiOrigin } from "@/config/env";
import { getSocialSignInConfig, parseServerEnv } from "@/config/env-schema";
import { parsePublicEnv } from "../../next.config";

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

describe("public settings (checked at build time, inlined by Next)", () => {
  it("normalises what is set and leaves the rest to the defaults", () => {
    expect(parsePublicEnv({})).toEqual({});
    expect(
      parsePublicEnv({ NEXT_PUBLIC_SITE_URL: " https://fzacademia.com/ ", NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-ABC1234", NEXT_PUBLIC_WHATSAPP_NUMBER: "" }),
    ).toEqual({ NEXT_PUBLIC_SITE_URL: "https://fzacademia.com", NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-ABC1234" });
  });

  it("stops the build on a wrong value, naming every one in Spanish", () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_WHATSAPP_NUMBER: "+57 300 123", NEXT_PUBLIC_SITE_URL: "fzacademia" })).toThrow(
      /Configuración pública no válida:\n {2}- NEXT_PUBLIC_WHATSAPP_NUMBER: debe tener solo dígitos[\s\S]*NEXT_PUBLIC_SITE_URL: debe ser una URL/,
    );
    expect(() => parsePublicEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: "UA-1" })).toThrow(/NEXT_PUBLIC_GA_MEASUREMENT_ID/);
  });

  it("reads the same defaults in the browser code when nothing was inlined", () => {
    expect(clientEnv.NEXT_PUBLIC_WHATSAPP_NUMBER).toBe("573001234567");
    expect(clientEnv.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });
});

describe("server settings (checked at start-up)", () => {
  it("accepts an internal API URL and a port, and refuses wrong ones", () => {
    expect(parseServerEnv({ INTERNAL_API_URL: "http://api:3001", PORT: "8080" })).toEqual({ INTERNAL_API_URL: "http://api:3001", PORT: "8080" });
    expect(parseServerEnv({})).toEqual({ PORT: "3000" });
    expect(() => parseServerEnv({ INTERNAL_API_URL: "api", PORT: "tres mil" })).toThrow(/INTERNAL_API_URL[\s\S]*PORT: debe ser un número de puerto/);
  });

  it("reaches the API through INTERNAL_API_URL, else this server's port", () => {
    const saved = { url: process.env.INTERNAL_API_URL, port: process.env.PORT };
    try {
      process.env.INTERNAL_API_URL = "http://api.internal:3001/";
      expect(serverApiOrigin()).toBe("http://api.internal:3001");
      delete process.env.INTERNAL_API_URL;
      process.env.PORT = "4321";
      expect(serverApiOrigin()).toBe("http://127.0.0.1:4321");
    } finally {
      if (saved.url === undefined) delete process.env.INTERNAL_API_URL;
      else process.env.INTERNAL_API_URL = saved.url;
      if (saved.port === undefined) delete process.env.PORT;
      else process.env.PORT = saved.port;
    }
  });
});
