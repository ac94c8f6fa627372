// @vitest-environment node
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { ZoneEvent } from "@/lib/alerts/types";
import type { AlertStore, NewSmsFollow, SmsStore } from "@/lib/data/stores";
import type { MigratableDb } from "@/lib/data/migrate";
import { describeEachBackend } from "@/tests/support/backends";

/** Alerts by text in the database (docs/sms.md "Alerts by text"): ALERTS, YES, the 5-area limit, STOP, the claim. */

const hash = () => createHash("sha256").update(randomBytes(32)).digest("hex");
const PHONE = "+12135550161";
const smsFollow = (over: Partial<NewSmsFollow> = {}): NewSmsFollow => ({
  id: randomUUID(),
  phone: PHONE,
  area: "91101",
  latitude: 34.1478,
  longitude: -118.1445,
  language: "es",
  manageTokenHash: hash(),
  ...over,
});
const event: ZoneEvent = {
  type: "zone",
  zoneId: "Z",
  zoneName: "Z",
  before: null,
  after: "order",
  source: "test",
  sourceUrl: "https://example.org/z",
  fetchedAt: "2099-01-01T00:00:00.000Z",
  latitude: 34.148,
  longitude: -118.144,
};

describeEachBackend("alert follows by text (AlertStore, SmsStore)", (backend) => {
  let alerts: AlertStore;
  let sms: SmsStore;
  let admin: MigratableDb;
  beforeAll(() => {
    ({ alerts, sms, admin } = backend());
  });
  beforeEach(async () => {
    await admin.query("delete from public.alert_follows");
    await admin.query("delete from public.sms_opt_outs");
  });

  it("ALERTS stores a follow waiting for YES; YES confirms the most recent one, once", async () => {
    expect(await alerts.addSmsFollow(smsFollow({ area: "91001" }), 5)).toBe("pending");
    expect(await alerts.addSmsFollow(smsFollow({ area: "Altadena", language: "ko" }), 5)).toBe("pending");
    // Not followed until YES.
    expect(await alerts.activeFollows()).toEqual([]);
    expect(await alerts.confirmSmsFollow(PHONE)).toEqual({ area: "Altadena", language: "ko" });
    expect(await alerts.confirmSmsFollow(PHONE)).toEqual({ area: "91001", language: "es" });
    expect(await alerts.confirmSmsFollow(PHONE)).toBeNull();
    const active = await alerts.activeFollows();
    expect(active).toHaveLength(2);
    // Evacuation only, the point rounded to ~100 m, no zone state yet (the next detection tells of an order in force).
    expect(active[0]).toMatchObject({ topics: ["evacuation"], zoneState: null });
    expect(active.map((f) => f.latitude).sort()).toEqual([34.148, 34.148]);
    // Another number has nothing to confirm.
    expect(await alerts.confirmSmsFollow("+12135550162")).toBeNull();
    // Following a followed area again changes nothing.
    expect(await alerts.addSmsFollow(smsFollow({ area: "91001" }), 5)).toBe("already");
  });

  it("a pending follow expires after 24 hours; at most 5 areas a number, waiting ones counted", async () => {
    expect(await alerts.addSmsFollow(smsFollow({ area: "90001" }), 5)).toBe("pending");
    await admin.query("update public.alert_follows set created_at = now() - interval '25 hours' where phone = $1", [PHONE]);
    expect(await alerts.confirmSmsFollow(PHONE)).toBeNull();
    for (const area of ["90002", "90003", "90004", "90005", "90006"]) expect(await alerts.addSmsFollow(smsFollow({ area }), 5)).toBe("pending");
    expect(await alerts.addSmsFollow(smsFollow({ area: "90007" }), 5)).toBe("limit");
    // Asking again for an area waiting replaces it (no sixth row).
    expect(await alerts.addSmsFollow(smsFollow({ area: "90006" }), 5)).toBe("pending");
    const [row] = await admin.query<{ n: number }>("select count(*)::int as n from public.alert_follows where phone = $1 and created_at > now() - interval '24 hours'", [PHONE]);
    expect(row!.n).toBe(5);
    // Other numbers are not limited by this one.
    expect(await alerts.addSmsFollow(smsFollow({ area: "90007", phone: "+12135550163" }), 5)).toBe("pending");
  });

  it("STOP ends every follow of the number and what was queued for it; claims never reach an opted-out number", async () => {
    await alerts.addSmsFollow(smsFollow({ area: "91001" }), 5);
    await alerts.addSmsFollow(smsFollow({ area: "91101" }), 5);
    await alerts.confirmSmsFollow(PHONE);
    await alerts.confirmSmsFollow(PHONE);
    const other = smsFollow({ phone: "+12135550164" });
    await alerts.addSmsFollow(other, 5);
    await alerts.confirmSmsFollow(other.phone);
    const follows = await alerts.activeFollows();
    for (const f of follows) await alerts.queue(f.id, "zone:Z:order:1", event, true);

    // Texts are claimed apart from mails and push notifications.
    expect(await alerts.claim(10, 60)).toEqual([]);
    const claimed = await alerts.claimTexts(10, 60);
    expect(claimed.map((c) => [c.channel, c.phone, c.language]).sort()).toEqual([
      ["sms", "+12135550161", "es"],
      ["sms", "+12135550161", "es"],
      ["sms", "+12135550164", "es"],
    ]);
    // Released: back in the queue, the attempt not counted.
    for (const c of claimed) await alerts.release(c.id);
    // The language of the number's most recent follow comes back, for STOP's answer.
    expect(await sms.optOut(PHONE)).toBe("es");
    const again = await alerts.claimTexts(10, 60);
    expect(again.map((c) => [c.phone, c.attempts])).toEqual([["+12135550164", 1]]);
    const [left] = await admin.query<{ n: number }>("select count(*)::int as n from public.alert_follows where phone = $1", [PHONE]);
    expect(left!.n).toBe(0);
  });

  it("the database refuses a text follow without a number or area, and a number that is not E.164", async () => {
    await expect(alerts.addSmsFollow(smsFollow({ phone: "2135550161" }), 5)).rejects.toThrow();
    await expect(admin.query("insert into public.alert_follows (channel, latitude, longitude, radius_miles, topics, language, manage_token_hash) values ('sms', 34, -118, 1, array['evacuation'], 'en', $1)", [hash()])).rejects.toThrow();
  });
});
