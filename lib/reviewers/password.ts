import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Reviewer passwords, hashed with scrypt (Node's own: no native dependency to build). Parameters:
 * N = 2^15, r = 8, p = 1 — 32 MiB and about 50–100 ms per hash on this project's 2-core machines,
 * the strength OWASP's password storage guidance gives for scrypt — a 16-byte random salt and a
 * 32-byte key. They are stored with each hash ("scrypt$N$r$p$salt$key", base64url), so raising
 * them later leaves older hashes readable.
 */

export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  // maxmem above 128·N·r (32 MiB here), which Node's 32 MiB default would refuse.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Why a new password cannot be used, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `A password needs at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `A password can have at most ${PASSWORD_MAX} characters.`;
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{16,128})$/;

/** A hash of nothing anyone knows: verified when an account does not exist, so both take as long. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(24).toString("base64url")));

/** Whether the password matches the stored hash (constant time on the key); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m || typeof password !== "string" || password.length > PASSWORD_MAX) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Never more work than today's parameters ask, whatever a stored hash says.
  if (N > SCRYPT.N * 4 || r > 16 || p > 4 || (N & (N - 1)) !== 0 || N < 2) return false;
  const expected = Buffer.from(m[5]!, "base64url");
  const key = await derive(password, Buffer.from(m[4]!, "base64url"), N, r, p, expected.length);
  return timingSafeEqual(key, expected);
}
