// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSqlLimitStore } from "@/lib/data/sql/limits";
import type { LimitStore } from "@/lib/data/stores";
import { admitSignIn, newDeviceCookie, SIGN_IN_LIMITS } from "@/lib/reviewers/sign-in-limits";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/**
 * The sign-in limits on a real database (PGlite), attempt by attempt: guessing is slowed per
 * client, per account and client, and per account from unrecognised devices, and the account
 * holder's own device is never locked out by anyone else's attempts.
 */

let db: TestDatabase;
let limits: LimitStore;
beforeAll(async () => {
  db = await openPglite();
  limits = createSqlLimitStore(db.client);
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());
beforeEach(async () => {
  await db.client.query("delete from public.rate_limits");
});

const ANA = { id: "6f1c1c4e-5a0b-4c55-9d2e-0d8f7f7b1a11", passwordHash: "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U" };
const BEN = { id: "0b4f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e", passwordHash: "scrypt$32768$8$1$b3RoZXJzYWx0b3RoZXJzYWx0$b3RoZXJrZXlvdGhlcmtleW90aGVya2V5b3RoZXJrZXk" };
const attempt = (client: string, deviceCookie?: string, account = ANA, email = "ana@example.org") => admitSignIn(limits, { email, client, account, deviceCookie });

describe("admitSignIn", () => {
  it("holds one client back after its tries, on any accounts", async () => {
    const { maxHits } = SIGN_IN_LIMITS.byClient;
    for (let i = 0; i < maxHits; i++) expect(await admitSignIn(limits, { email: `x${i}@example.org`, client: "client-1", account: null, deviceCookie: undefined })).toEqual({ allowed: true });
    expect(await attempt("client-1")).toMatchObject({ allowed: false, unrecognised: false });
    expect(await attempt("client-2")).toEqual({ allowed: true });
  });

  it("never holds a recognised device back for its address's other attempts", async () => {
    const device = newDeviceCookie(ANA);
    for (let i = 0; i < SIGN_IN_LIMITS.byClient.maxHits; i++) await admitSignIn(limits, { email: `x${i}@example.org`, client: "shared-address", account: null, deviceCookie: undefined });
    expect((await attempt("shared-address")).allowed).toBe(false);
    expect(await attempt("shared-address", device)).toEqual({ allowed: true });
  });

  it("holds one client back on one account without holding back another client", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.byAccountAndClient.maxHits; i++) await attempt("attacker");
    expect((await attempt("attacker")).allowed).toBe(false);
    expect(await attempt("holder")).toEqual({ allowed: true });
  });

  it("after the account's ceiling of unrecognised attempts, holds back new devices but never the holder's device", async () => {
    const device = newDeviceCookie(ANA);
    const ceiling = SIGN_IN_LIMITS.byAccountUnrecognised.maxHits;
    // An attacker with as many addresses as it takes.
    for (let i = 0; i < ceiling; i++) expect((await attempt(`bot-${i}`)).allowed).toBe(true);
    expect(await attempt("bot-new")).toMatchObject({ allowed: false, unrecognised: true });
    expect(await attempt("holder-on-a-new-phone")).toMatchObject({ allowed: false, unrecognised: true });
    // The holder's browser, with the cookie of an earlier sign-in, from any address.
    expect(await attempt("holder", device)).toEqual({ allowed: true });
    expect(await attempt("bot-new", device)).toEqual({ allowed: true });
  });

  it("counts a device's own attempts, so a stolen device cookie cannot guess without limit", async () => {
    const device = newDeviceCookie(ANA);
    for (let i = 0; i < SIGN_IN_LIMITS.byDevice.maxHits; i++) expect((await attempt(`c-${i}`, device)).allowed).toBe(true);
    expect((await attempt("c-x", device)).allowed).toBe(false);
    expect(await attempt("c-y", newDeviceCookie(ANA))).toEqual({ allowed: true });
  });

  it.each([
    ["another account's device cookie", () => newDeviceCookie(BEN)],
    ["a forged signature", () => `${newDeviceCookie(ANA).split(".")[0]}.${"A".repeat(43)}`],
    ["a cookie with a part added", () => `${newDeviceCookie(ANA)}.x`],
    ["garbage", () => "not a cookie"],
    ["a very long value", () => "a".repeat(10_000)],
  ])("treats %s as no device", async (_, cookie) => {
    for (let i = 0; i < SIGN_IN_LIMITS.byAccountUnrecognised.maxHits; i++) await attempt(`bot-${i}`);
    expect(await attempt("someone", cookie())).toMatchObject({ allowed: false, unrecognised: true });
  });

  it("gives an unknown account no device standing (nothing to sign with)", async () => {
    expect(await admitSignIn(limits, { email: "nobody@example.org", client: "c", account: null, deviceCookie: newDeviceCookie(ANA) })).toEqual({ allowed: true });
  });

  it("ends a device's standing when the password changes", async () => {
    const device = newDeviceCookie(ANA);
    for (let i = 0; i < SIGN_IN_LIMITS.byAccountUnrecognised.maxHits; i++) await attempt(`bot-${i}`);
    expect(await attempt("holder", device, { ...ANA, passwordHash: `${ANA.passwordHash}x` })).toMatchObject({ allowed: false, unrecognised: true });
  });
});
