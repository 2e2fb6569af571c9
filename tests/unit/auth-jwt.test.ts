import { describe, expect, it } from "vitest";
import { base64url, decodeJwtPayload, signJwt, verifyJwt } from "../../src/server/auth/jwt";

const SECRET = "s".repeat(40);
const NOW = 1_800_000_000;
const claims = {
  sub: "u1",
  role: "authenticated",
  aud: "authenticated",
  iss: "http://site/auth/v1",
  exp: NOW + 900,
  iat: NOW,
};

describe("HS256 tokens", () => {
  it("round-trips claims through sign and verify", () => {
    const token = signJwt(claims, SECRET);
    expect(token.split(".")).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(verifyJwt(token, SECRET, { now: NOW, audience: "authenticated", issuer: claims.iss })).toEqual({
      ok: true,
      claims,
    });
  });

  it("refuses a changed payload, another key and a truncated signature", () => {
    const token = signJwt(claims, SECRET);
    const [header, , signature] = token.split(".");
    const changed = `${header}.${base64url(JSON.stringify({ ...claims, sub: "admin" }))}.${signature}`;
    expect(verifyJwt(changed, SECRET, { now: NOW })).toEqual({ ok: false, reason: "signature" });
    expect(verifyJwt(token, "t".repeat(40), { now: NOW })).toEqual({ ok: false, reason: "signature" });
    expect(verifyJwt(token.slice(0, -2), SECRET, { now: NOW })).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses alg none and any algorithm but HS256, before looking at the signature", () => {
    const payload = base64url(JSON.stringify(claims));
    for (const alg of ["none", "RS256", "HS512", "hs256"]) {
      const header = base64url(JSON.stringify({ alg, typ: "JWT" }));
      expect(verifyJwt(`${header}.${payload}.`, SECRET, { now: NOW }).ok).toBe(false);
      expect(verifyJwt(`${header}.${payload}.abc`, SECRET, { now: NOW })).toEqual({ ok: false, reason: "algorithm" });
    }
  });

  it("refuses an expired token unless asked to allow it, and a token without exp", () => {
    const token = signJwt(claims, SECRET);
    expect(verifyJwt(token, SECRET, { now: claims.exp })).toEqual({ ok: false, reason: "expired" });
    expect(verifyJwt(token, SECRET, { now: claims.exp + 1, allowExpired: true }).ok).toBe(true);
    const { exp: _exp, ...noExp } = claims;
    expect(verifyJwt(signJwt(noExp, SECRET), SECRET, { now: NOW })).toEqual({ ok: false, reason: "claims" });
  });

  it("checks audience and issuer when given", () => {
    const token = signJwt(claims, SECRET);
    expect(verifyJwt(token, SECRET, { now: NOW, audience: "other" })).toEqual({ ok: false, reason: "claims" });
    expect(verifyJwt(token, SECRET, { now: NOW, issuer: "https://evil/auth/v1" })).toEqual({
      ok: false,
      reason: "claims",
    });
  });

  it("refuses malformed tokens", () => {
    for (const token of ["", "a.b", "a.b.c.d", "a b.c.d", "e30.e30.", `${base64url("not json")}.e30.x`]) {
      expect(verifyJwt(token, SECRET, { now: NOW }).ok).toBe(false);
    }
  });

  it("decodes a payload without verifying (for tokens just issued)", () => {
    expect(decodeJwtPayload(signJwt(claims, SECRET))).toEqual(claims);
    expect(decodeJwtPayload("nope")).toBeNull();
  });
});
