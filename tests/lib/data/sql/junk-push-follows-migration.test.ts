// @vitest-environment node
import { createECDH, createHash, randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { pushKeysProblem } from "@/lib/alerts/push-hosts";
import { describeMigration } from "@/tests/support/migration-dbs";

/**
 * supabase/migrations/20261201003600_junk_push_follows.sql on follows stored before the
 * server checked push keys (issue 37: 1,500 follows whose p256dh was 0x04 and 64 random bytes):
 * those no message can be encrypted for are gone at once, not after 90 days; every browser's
 * subscription and every e-mail follow stays. The database's check agrees with the server's
 * (lib/alerts/push-hosts.ts) key for key.
 */

const MIGRATION = "20261201003600_junk_push_follows.sql";
const b64 = (bytes: Buffer) => bytes.toString("base64url");
const point = () => createECDH("prime256v1").generateKeys();
const auth = () => b64(randomBytes(16));

/** [what it is, p256dh, auth]: a browser's, and the junk a visitor could post before. */
const KEYS: [string, string, string][] = [
  ["a browser's", b64(point()), auth()],
  ["a browser's, padded", `${b64(point())}=`, `${auth()}==`],
  ["0x04 and 64 random bytes", b64(Buffer.concat([Buffer.from([4]), randomBytes(64)])), auth()],
  ["B × 87", "B".repeat(87), "A".repeat(22)],
  ["x and y past the field prime", b64(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)])), auth()],
  ["compressed", b64(Buffer.from(createECDH("prime256v1").generateKeys("hex", "compressed"), "hex")), auth()],
  ["not base64url", `${"B".repeat(86)}!`, auth()],
  ["a 12-byte auth secret", b64(point()), b64(randomBytes(12))],
  ...Array.from({ length: 30 }, (_, i): [string, string, string] => [`random ${i}`, b64(Buffer.concat([Buffer.from([4]), randomBytes(64)])), auth()]),
  ...Array.from({ length: 30 }, (_, i): [string, string, string] => [`browser ${i}`, b64(point()), auth()]),
];

const hash = () => createHash("sha256").update(randomBytes(16)).digest("hex");

describeMigration(
  MIGRATION,
  async (db) => {
    for (const [i, [, p256dh, secret]] of KEYS.entries()) {
      await db.query(
        `insert into public.alert_follows (channel, push_endpoint, push_p256dh, push_auth, latitude, longitude, radius_miles, topics, language, manage_token_hash, confirmed_at)
         values ('push', $1, $2, $3, 34.15, -118.14, 3, array['evacuation'], 'en', $4, now())`,
        [`https://fcm.googleapis.com/fcm/send/device-${i}`, p256dh, secret, hash()],
      );
    }
    await db.query(
      `insert into public.alert_follows (channel, email, latitude, longitude, radius_miles, topics, language, manage_token_hash, confirmed_at)
       values ('email', 'resident@example.org', 34.15, -118.14, 3, array['evacuation'], 'en', $1, now())`,
      [hash()],
    );
  },
  (db) => {
    it("removes exactly the push follows whose keys the server refuses, and keeps every other follow", async () => {
      const left = new Set((await db().query<{ push_p256dh: string }>("select push_p256dh from public.alert_follows where channel = 'push'")).map((r) => r.push_p256dh));
      const kept = KEYS.filter(([, p256dh]) => left.has(p256dh)).map(([what]) => what);
      const usable = KEYS.filter(([, p256dh, secret]) => pushKeysProblem({ p256dh, auth: secret }) === null).map(([what]) => what);
      expect(kept).toEqual(usable);
      expect(kept).toEqual(["a browser's", "a browser's, padded", ...Array.from({ length: 30 }, (_, i) => `browser ${i}`)]);
      expect((await db().query<{ n: number }>("select count(*)::int as n from public.alert_follows where channel = 'email'"))[0]!.n).toBe(1);
    });

    it("leaves no helper behind", async () => {
      const [found] = await db().query<{ n: number }>("select count(*)::int as n from pg_proc where proname = 'is_push_p256dh'");
      expect(found!.n).toBe(0);
    });
  },
);
