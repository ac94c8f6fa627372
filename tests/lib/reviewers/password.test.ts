// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, PASSWORD_MIN, SCRYPT, verifyPassword } from "@/lib/reviewers/password";
import { isSessionToken, newSessionToken, tokenHash } from "@/lib/reviewers/session-token";

describe("reviewer passwords (scrypt)", () => {
  it("verifies the right password only, with a fresh salt each time and the parameters stored", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT.N}\\$${SCRYPT.r}\\$${SCRYPT.p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
    // The same text in another Unicode form is the same password (NFKC).
    const composed = await hashPassword("contraseña segura 1");
    expect(await verifyPassword("contrasen\u0303a segura 1", composed)).toBe(true);
  });

  it("refuses malformed hashes and parameters that would cost more than today's", async () => {
    const hash = await hashPassword("a long enough password");
    for (const bad of ["", "bcrypt$x", hash.replace("scrypt", "script"), hash.replace(`$${SCRYPT.N}$`, `$${SCRYPT.N * 64}$`), hash.replace(`$${SCRYPT.N}$`, "$1000$")]) {
      expect(await verifyPassword("a long enough password", bad), bad).toBe(false);
    }
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("x".repeat(PASSWORD_MIN - 1))).toMatch(/at least 12/);
    expect(passwordProblem("x".repeat(PASSWORD_MIN))).toBeNull();
    expect(passwordProblem("x".repeat(300))).toMatch(/at most/);
  });
});

describe("session tokens", () => {
  it("are random, 256 bits, and stored only as their SHA-256", () => {
    const a = newSessionToken();
    expect(isSessionToken(a)).toBe(true);
    expect(newSessionToken()).not.toBe(a);
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(a)).not.toContain(a);
    for (const bad of [undefined, "", "short", `${a}x`, "a".repeat(42) + "!"]) expect(isSessionToken(bad)).toBe(false);
  });
});
