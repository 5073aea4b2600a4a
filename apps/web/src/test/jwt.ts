/** An unsigned JWT-shaped token: the client only ever reads the payload. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

export function tokenExpiringIn(seconds: number, now = Date.now()): string {
  return fakeJwt({ sub: "1", exp: Math.floor(now / 1000) + seconds });
}
