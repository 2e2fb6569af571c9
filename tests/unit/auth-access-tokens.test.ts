import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken, type AccessTokenClaims } from "../../src/server/auth/access-tokens";

const SECRET = "s".repeat(40);
const NOW = 1_800_000_000;
const ISSUER = "http://site/auth/v1";
const claims: AccessTokenClaims = {
  sub: "00000000-0000-4000-8000-000000000001",
  email: "owner@example.com",
  role: "authenticated",
  aud: "authenticated",
  iss: ISSUER,
  exp: NOW + 900,
  iat: NOW,
  session_id: "00000000-0000-4000-8000-000000000002",
};
const at = (seconds: number) => ({ issuer: ISSUER, now: seconds * 1000 });
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the embedded provider's access tokens", () => {
  it("round-trip their claims, signed HS256", async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decodeJwt(token)).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET, at(NOW))).toEqual(claims);
  });

  it("refuse a changed payload, another key and a truncated signature", async () => {
    const token = await signAccessToken(claims, SECRET);
    const [header, , signature] = token.split(".");
    const changed = `${header}.${segment({ ...claims, sub: "someone-else" })}.${signature}`;
    expect(await verifyAccessToken(changed, SECRET, at(NOW))).toBeNull();
    expect(await verifyAccessToken(token, "t".repeat(40), at(NOW))).toBeNull();
    expect(await verifyAccessToken(token.slice(0, -2), SECRET, at(NOW))).toBeNull();
  });

  it("refuse alg none and every algorithm but HS256, even correctly signed with the secret", async () => {
    const payload = segment(claims);
    for (const alg of ["none", "RS256", "hs256"]) {
      const header = segment({ alg, typ: "JWT" });
      expect(await verifyAccessToken(`${header}.${payload}.`, SECRET, at(NOW))).toBeNull();
    }
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS512" })
      .sign(new TextEncoder().encode(SECRET.repeat(2)));
    expect(await verifyAccessToken(hs512, SECRET.repeat(2), at(NOW))).toBeNull();
  });

  it("refuse an expired token unless allowed, and then only with the right issuer", async () => {
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, SECRET, at(claims.exp))).toBeNull();
    expect(await verifyAccessToken(token, SECRET, { ...at(claims.exp + 1), allowExpired: true })).toEqual(claims);
    const elsewhere = await signAccessToken({ ...claims, iss: "https://evil/auth/v1" }, SECRET);
    expect(await verifyAccessToken(elsewhere, SECRET, { ...at(claims.exp + 1), allowExpired: true })).toBeNull();
  });

  it("refuse a token without exp, or for another audience or issuer", async () => {
    const { exp: _exp, ...noExp } = claims;
    const key = new TextEncoder().encode(SECRET);
    const withoutExp = await new SignJWT(noExp).setProtectedHeader({ alg: "HS256" }).sign(key);
    expect(await verifyAccessToken(withoutExp, SECRET, at(NOW))).toBeNull();
    const otherAudience = await new SignJWT({ ...claims, aud: "other" }).setProtectedHeader({ alg: "HS256" }).sign(key);
    expect(await verifyAccessToken(otherAudience, SECRET, at(NOW))).toBeNull();
    const token = await signAccessToken(claims, SECRET);
    expect(await verifyAccessToken(token, SECRET, { issuer: "https://evil/auth/v1", now: NOW * 1000 })).toBeNull();
  });

  it("refuse malformed tokens", async () => {
    for (const token of ["", "a.b", "a.b.c.d", "a b.c.d", "e30.e30.", `${segment("not json")}.e30.x`]) {
      expect(await verifyAccessToken(token, SECRET, at(NOW))).toBeNull();
    }
  });
});
