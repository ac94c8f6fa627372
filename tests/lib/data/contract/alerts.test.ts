// @vitest-environment node
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { HelpEvent, ZoneEvent } from "@/lib/alerts/types";
import type { MigratableDb } from "@/lib/data/migrate";
import type { AlertStore, NewFollow } from "@/lib/data/stores";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";

const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const hash = () => createHash("sha256").update(randomBytes(32)).digest("hex");
const REVIEWER_ID = "00000000-0000-4000-8000-0000000000ab";

const emailFollow = (over: Partial<NewFollow> = {}): NewFollow => ({
  id: randomUUID(),
  channel: "email",
  email: "Resident@Example.org",
  latitude: 34.187654,
  longitude: -118.131234,
  radiusMiles: 3,
  topics: ["evacuation", "shelter"],
  language: "es",
  manageTokenHash: hash(),
  confirmTokenHash: hash(),
  zoneState: null,
  ...over,
});

const pushFollow = (endpoint: string, over: Partial<NewFollow> = {}): NewFollow => ({
  id: randomUUID(),
  channel: "push",
  push: { endpoint, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } },
  latitude: 34.15,
  longitude: -118.14,
  radiusMiles: 5,
  topics: ["evacuation"],
  language: "ko",
  manageTokenHash: hash(),
  zoneState: null,
  ...over,
});

const zoneEvent = (after: ZoneEvent["after"]): ZoneEvent => ({
  type: "zone",
  zoneId: "LAC-1",
  zoneName: "Zone 1",
  before: null,
  after,
  source: "Sample County OEM (test fixture)",
  sourceUrl: "https://example.org/zones",
  fetchedAt: "2099-01-08T17:00:00.000Z",
  latitude: 34.188,
  longitude: -118.131,
});

describeEachBackend("AlertStore contract", (backend) => {
  let b: TestBackend;
  let db: MigratableDb;
  let alerts: AlertStore;

  beforeAll(async () => {
    b = backend();
    ({ admin: db, alerts } = b);
    await db.query("insert into public.reviewers (id, email, name, role, password_hash) values ($1, 'alerts@example.org', 'Alerts Admin', 'admin', 'scrypt$x') on conflict do nothing", [REVIEWER_ID]);
  });
  beforeEach(async () => {
    await db.query("delete from public.alert_follows");
    await db.query("delete from public.alert_place_queue");
  });

  /** Followed and confirmed: the detection and the sender see it. */
  async function confirmedFollow(over: Partial<NewFollow> = {}) {
    const follow = emailFollow(over);
    const id = (await alerts.addFollow(follow))!;
    expect(await alerts.confirm(follow.confirmTokenHash!)).toBe(id);
    return { id, follow };
  }

  it("keeps the point no more precisely than ~100 m, the address lowercased, and never shows the tokens", async () => {
    const follow = emailFollow();
    const id = (await alerts.addFollow(follow))!;
    const record = await alerts.followByToken(follow.manageTokenHash);
    expect(record).toMatchObject({ id, channel: "email", email: "resident@example.org", latitude: 34.188, longitude: -118.131, radiusMiles: 3, language: "es", confirmedAt: null });
    expect(record!.topics).toEqual(["evacuation", "shelter"]);
    expect(JSON.stringify(record)).not.toContain(follow.manageTokenHash);
    const [stored] = await db.query<{ latitude: string }>("select latitude::text from public.alert_follows where id = $1", [id]);
    expect(stored!.latitude).toBe("34.188");
    expect(await alerts.followByToken(hash())).toBeNull();
  });

  it("refuses a follow without evacuation alerts or with an unknown topic", async () => {
    await expect(alerts.addFollow(emailFollow({ topics: ["shelter"] }))).rejects.toThrow();
    await expect(alerts.addFollow(emailFollow({ topics: ["evacuation", "gossip" as "shelter"] }))).rejects.toThrow();
    expect(await alerts.counts()).toEqual({ follows: 0, unconfirmed: 0, queued: 0, failed: 0 });
  });

  it("confirms an e-mail follow once, within 24 hours; a push follow is active at once and one per device", async () => {
    const early = emailFollow();
    const earlyId = await alerts.addFollow(early);
    expect(await alerts.confirm(early.confirmTokenHash!)).toBe(earlyId);
    expect(await alerts.confirm(early.confirmTokenHash!)).toBeNull();

    const late = emailFollow();
    const lateId = await alerts.addFollow(late);
    await db.query("update public.alert_follows set created_at = now() - interval '25 hours' where id = $1", [lateId]);
    expect(await alerts.confirm(late.confirmTokenHash!)).toBeNull();

    const first = await alerts.addFollow(pushFollow("https://fcm.googleapis.com/fcm/send/device-1"));
    const again = pushFollow("https://fcm.googleapis.com/fcm/send/device-1", { radiusMiles: 10 });
    const second = await alerts.addFollow(again);
    expect(second).not.toBe(first);
    expect((await alerts.followByToken(again.manageTokenHash))?.confirmedAt).toEqual(expect.any(String));
    expect((await alerts.activeFollows()).map((f) => f.id).sort()).toEqual([earlyId, second].sort());
  });

  it("a push follow is replaced only with its own keys: the same endpoint with other keys is refused (null), the first kept as it was", async () => {
    const device = pushFollow("https://fcm.googleapis.com/fcm/send/device-2", { radiusMiles: 3 });
    const id = (await alerts.addFollow(device))!;
    await alerts.queue(id!, "reminder:kept", { type: "reminder", expiresAt: "2099-01-01T00:00:00.000Z", renewUrl: "https://example.org/" }, false);
    const other = pushFollow("https://fcm.googleapis.com/fcm/send/device-2", { radiusMiles: 10, latitude: 34.05 });
    other.push = { endpoint: other.push!.endpoint, keys: { p256dh: "C".repeat(87), auth: "A".repeat(22) } };
    expect(await alerts.addFollow(other)).toBeNull();
    expect(await alerts.addFollow({ ...other, id: randomUUID(), manageTokenHash: hash(), push: { ...other.push, keys: { p256dh: "B".repeat(87), auth: "D".repeat(22) } } })).toBeNull();
    expect(await alerts.followByToken(other.manageTokenHash)).toBeNull();
    expect(await alerts.followByToken(device.manageTokenHash)).toMatchObject({ id, radiusMiles: 3, latitude: 34.15 });
    expect(await alerts.counts()).toMatchObject({ follows: 1, queued: 1 });

    // Its holder (the same keys) replaces it; an e-mail follow is never in the way.
    expect(await alerts.addFollow(emailFollow())).toEqual(expect.any(String));
    const again = await alerts.addFollow(pushFollow("https://fcm.googleapis.com/fcm/send/device-2", { radiusMiles: 5 }));
    expect(again).not.toBeNull();
    expect(again).not.toBe(id);
    expect(await alerts.followByToken(device.manageTokenHash)).toBeNull();
  });

  it("changes radius and topics (renewing for 90 days), and unsubscribing deletes the address and everything queued", async () => {
    const { id, follow } = await confirmedFollow();
    await db.query("update public.alert_follows set expires_at = now() + interval '2 days' where id = $1", [id]);
    const updated = await alerts.updateFollow(follow.manageTokenHash, { radiusMiles: 10, topics: ["evacuation", "animals"] });
    expect(updated).toMatchObject({ radiusMiles: 10, topics: ["evacuation", "animals"] });
    expect(new Date(updated!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect(await alerts.updateFollow(hash(), { radiusMiles: 1 })).toBeNull();

    expect(await alerts.queue(id, "reminder:x", { type: "reminder", expiresAt: updated!.expiresAt, renewUrl: "https://example.org/" }, false)).toBe(true);
    expect(await alerts.deleteFollow(follow.manageTokenHash)).toBe(true);
    expect(await alerts.deleteFollow(follow.manageTokenHash)).toBe(false);
    const [left] = await db.query<{ follows: number; outbox: number; addresses: number }>(
      "select (select count(*)::int from public.alert_follows) as follows, (select count(*)::int from public.alert_outbox) as outbox, (select count(*)::int from public.alert_follows where email is not null) as addresses",
    );
    expect(left).toEqual({ follows: 0, outbox: 0, addresses: 0 });
  });

  it("records a zone change once: a second instance holding the old state queues nothing", async () => {
    const { id } = await confirmedFollow();
    const alert = { followId: id, expected: null, next: "LAC-1|order", key: "zone:LAC-1:order:1", event: zoneEvent("order") };
    expect(await alerts.recordZoneAlerts([alert])).toBe(1);
    expect(await alerts.recordZoneAlerts([{ ...alert, key: "zone:LAC-1:order:2" }])).toBe(0);
    expect((await alerts.activeFollows())[0]?.zoneState).toBe("LAC-1|order");
    const lifted = { followId: id, expected: "LAC-1|order", next: null, key: "zone:LAC-1:lifted:3", event: { ...zoneEvent(null), before: "order" as const } };
    expect(await alerts.recordZoneAlerts([lifted])).toBe(1);
    const claimed = await alerts.claim(10, 60);
    expect(claimed.map((c) => [c.key, c.urgent, c.channel, c.email, c.language])).toEqual([
      ["zone:LAC-1:order:1", true, "email", "resident@example.org", "es"],
      ["zone:LAC-1:lifted:3", true, "email", "resident@example.org", "es"],
    ]);
    expect(claimed[1]!.event).toEqual(lifted.event);
  });

  it("queues every recorded change to a place, and gives each to one taker only", async () => {
    await db.query("select public.review_place($1, $2, 'Alerts Admin', 'full', 'phone', null, '')", [seedId(3), REVIEWER_ID]);
    await db.query("select public.review_place($1, $2, 'Alerts Admin', 'open', 'phone', null, '')", [seedId(3), REVIEWER_ID]);
    const taken = await alerts.takePlaceChanges(10);
    expect(taken.map((c) => [c.action, c.changes.status])).toEqual([
      ["status", { before: "open", after: "full" }],
      ["status", { before: "full", after: "open" }],
    ]);
    // The place as it is now, with what the detection needs.
    expect(taken[1]!.place).toMatchObject({ id: seedId(3), status: "open", published: true, isSample: true });
    expect(await alerts.takePlaceChanges(10)).toEqual([]);
  });

  it("batches help nearby: due once something waits, then not again within the interval", async () => {
    const { id } = await confirmedFollow({ topics: ["evacuation", "shelter"] });
    await alerts.addPendingHelp([
      { followId: id, placeId: seedId(3), reason: "opened", distanceMiles: 2.4 },
      { followId: id, placeId: seedId(4), reason: "new_place", distanceMiles: 0.8 },
      { followId: id, placeId: seedId(3), reason: "available", distanceMiles: 2.4 },
    ]);
    const [due, ...others] = await alerts.dueHelp(3600);
    expect(others).toEqual([]);
    expect(due).toMatchObject({ followId: id, lastHelpAt: null, latitude: 34.188 });
    expect(due!.items.map((i) => [i.placeId, i.reason, i.distanceMiles])).toEqual([
      [seedId(4), "new_place", 0.8],
      [seedId(3), "opened", 2.4],
    ]);
    // Every place closed since: the pending ones are cleared, nothing is queued.
    expect(await alerts.queueHelp(id, null, "help:0", { type: "help", places: [], latitude: 34, longitude: -118 }, [seedId(9)])).toBe(false);
    const place = { placeId: seedId(4), name: "Shelter", kind: "shelter" as const, status: "open" as const, reason: "new_place" as const, distanceMiles: 0.8 };
    const event: HelpEvent = { type: "help", places: [place], latitude: due!.latitude, longitude: due!.longitude };
    expect(await alerts.queueHelp(id, null, "help:1", event, [seedId(3), seedId(4)])).toBe(true);
    // Another instance that read the same due list queues nothing.
    expect(await alerts.queueHelp(id, null, "help:2", event, [seedId(3), seedId(4)])).toBe(false);
    await alerts.addPendingHelp([{ followId: id, placeId: seedId(5), reason: "new_need", distanceMiles: 1 }]);
    expect(await alerts.dueHelp(3600)).toEqual([]);
    expect((await alerts.dueHelp(0)).map((d) => d.items.map((i) => i.placeId))).toEqual([[seedId(5)]]);
  });

  it("claims each message once while it is leased, urgent first, and sends only the confirmation to an unconfirmed follow", async () => {
    const pending = emailFollow();
    const pendingId = (await alerts.addFollow(pending))!;
    expect(await alerts.queue(pendingId, "confirm", { type: "confirm", confirmUrl: "https://example.org/" }, false)).toBe(true);
    expect(await alerts.queue(pendingId, "confirm", { type: "confirm", confirmUrl: "https://example.org/" }, false)).toBe(false);
    await alerts.queue(pendingId, "help:early", { type: "help", places: [], latitude: 34, longitude: -118 }, false);
    expect(await alerts.claim(0, 60)).toEqual([]);
    const { id } = await confirmedFollow();
    await alerts.queue(id, "help:x", { type: "help", places: [], latitude: 34, longitude: -118 }, false);
    await alerts.recordZoneAlerts([{ followId: id, expected: null, next: "LAC-1|warning", key: "zone:w", event: zoneEvent("warning") }]);

    const claimed = await alerts.claim(10, 60);
    expect(claimed.map((c) => c.key)).toEqual(["zone:w", "confirm", "help:x"]);
    expect(await alerts.claim(10, 60)).toEqual([]);

    const [zone, confirm, help] = claimed;
    await alerts.settle(zone!.id, { outcome: "sent" });
    await alerts.settle(confirm!.id, { outcome: "retry", error: "421 try later", retryAt: new Date(Date.now() - 1000) });
    await alerts.settle(help!.id, { outcome: "failed", error: "550 no such user" });
    // The lease is over for the retried one (settled), the others are done.
    const again = await alerts.claim(10, 60);
    expect(again.map((c) => [c.key, c.attempts])).toEqual([["confirm", 2]]);
    expect(await alerts.counts()).toEqual({ follows: 1, unconfirmed: 1, queued: 2, failed: 1 });
  });

  it("a message whose lease ran out (its sender died) is claimed again", async () => {
    const { id } = await confirmedFollow();
    await alerts.queue(id, "help:lease", { type: "help", places: [], latitude: 34, longitude: -118 }, false);
    expect(await alerts.claim(1, 60)).toHaveLength(1);
    await db.query("update public.alert_outbox set locked_until = now() - interval '1 second'");
    expect((await alerts.claim(1, 60)).map((c) => c.attempts)).toEqual([2]);
  });

  it("keeps nothing longer than needed, and reminds a confirmed e-mail follow once before it ends", async () => {
    const unconfirmed = (await alerts.addFollow(emailFollow()))!;
    await db.query("update public.alert_follows set created_at = now() - interval '25 hours' where id = $1", [unconfirmed]);
    const { id: ending } = await confirmedFollow();
    await db.query("update public.alert_follows set expires_at = now() + interval '3 days' where id = $1", [ending]);
    const { id: ended } = await confirmedFollow();
    await db.query("update public.alert_follows set expires_at = now() - interval '1 second' where id = $1", [ended]);
    const { id: kept } = await confirmedFollow();
    await alerts.queue(kept, "help:old", { type: "help", places: [], latitude: 34, longitude: -118 }, false);
    const [old] = await alerts.claim(1, 60);
    await alerts.settle(old!.id, { outcome: "sent" });
    await db.query("update public.alert_outbox set sent_at = now() - interval '8 days'");

    const reminders = await alerts.housekeeping(7);
    expect(reminders.map((r) => [r.followId, r.language])).toEqual([[ending, "es"]]);
    expect(await alerts.housekeeping(7)).toEqual([]);
    const ids = (await db.query<{ id: string }>("select id from public.alert_follows order by id")).map((r) => r.id);
    expect(ids.sort()).toEqual([ending, kept].sort());
    expect(await alerts.counts()).toMatchObject({ queued: 0, failed: 0 });
    const [outbox] = await db.query<{ n: number }>("select count(*)::int as n from public.alert_outbox");
    expect(outbox!.n).toBe(0);
  });

  it("a push service's 'gone' drops the follow with its subscription", async () => {
    const device = pushFollow("https://updates.push.services.mozilla.com/wpush/v2/gone");
    const id = (await alerts.addFollow(device))!;
    await alerts.dropFollow(id);
    expect(await alerts.followByToken(device.manageTokenHash)).toBeNull();
  });
});
