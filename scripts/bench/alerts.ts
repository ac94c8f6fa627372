/**
 * Area alerts benchmark: 10,000 confirmed follows around Pasadena (random points, radii and
 * topics) on the embedded database, and an evacuation order zone covering ~2,000 of them. Times the
 * detection (read every follow, test every point against the zones, record each change and queue
 * its alert, atomically per follow), then sends what it queued through the real senders to the
 * local stand-ins: web push (VAPID signature, aes128gcm encryption, the stand-in verifying and
 * decrypting) and SMTP (nodemailer to a real SMTP server parsing every mail).
 * Goal (issue 28): detection under 1 s. Run: npm run bench:alerts
 */
import { PGlite } from "@electric-sql/pglite";
import { deliverDue, type Senders } from "../../lib/services/alerts/deliver";
import { detectAlerts } from "../../lib/services/alerts/detect";
import { renderAlert } from "../../lib/alerts/messages";
import { createEmailSender } from "../../lib/alerts/send/email";
import { createPushSender } from "../../lib/alerts/send/push";
import { migrate, type MigratableDb } from "../../lib/data/migrate";
import { sqlStores } from "../../lib/data/sql";
import type { ZoneLayer } from "../../lib/hazards/types";
import { startPushService } from "../../tests/support/push-service";
import { startSmtp } from "../../tests/support/smtp";
import webpush from "web-push";

const FOLLOWS = Number(process.env.BENCH_FOLLOWS ?? 10_000);
const SENT_PER_CHANNEL = Number(process.env.BENCH_SENT ?? 500);
const BUDGET_MS = 1000;
const ms = (t: number) => `${t.toFixed(0)} ms`;

/** A deterministic pseudo-random sequence, so every run measures the same follows. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

async function main() {
  const pg = new PGlite();
  const db: MigratableDb = { query: async (sql, params) => (await pg.query(sql, params)).rows as never, exec: (sql) => pg.exec(sql) };
  await migrate(db);
  const stores = sqlStores(db);
  const alerts = stores.alerts();
  const hazards = stores.hazards();

  // 10,000 follows in a 0.3° × 0.3° box (~20 miles a side); the zone below covers ~20% of its area.
  const next = random(28);
  const rows = Array.from({ length: FOLLOWS }, (_, i) => {
    const email = i % 2 === 0;
    return {
      channel: email ? "email" : "push",
      email: email ? `follower-${i}@example.org` : null,
      push_endpoint: email ? null : `https://fcm.googleapis.com/fcm/send/bench-${i}`,
      push_p256dh: email ? null : "B".repeat(87),
      push_auth: email ? null : "A".repeat(22),
      latitude: 34.0 + next() * 0.3,
      longitude: -118.3 + next() * 0.3,
      radius_miles: [1, 3, 5, 10][Math.floor(next() * 4)],
      topics: ["evacuation", "shelter"],
      language: ["en", "es", "zh", "ko", "fa"][i % 5],
      manage_token_hash: i.toString(16).padStart(64, "0"),
    };
  });
  const t0 = performance.now();
  await db.query(
    `insert into public.alert_follows (channel, email, push_endpoint, push_p256dh, push_auth, latitude, longitude, radius_miles, topics, language, manage_token_hash, confirmed_at)
     select channel, email, push_endpoint, push_p256dh, push_auth, latitude, longitude, radius_miles, array(select jsonb_array_elements_text(topics)), language, manage_token_hash, now()
     from jsonb_to_recordset($1::jsonb) as r(channel text, email text, push_endpoint text, push_p256dh text, push_auth text, latitude numeric, longitude numeric, radius_miles smallint, topics jsonb, language text, manage_token_hash text)`,
    [JSON.stringify(rows)],
  );
  console.log(`${FOLLOWS} follows stored in ${ms(performance.now() - t0)}`);

  // An order zone: a square of 0.134° a side (≈ 20% of the box), drawn with 400 vertices like a real one.
  const [w, s, e, n] = [-118.2, 34.1, -118.066, 34.234];
  const ring: [number, number][] = [];
  for (let i = 0; i < 100; i++) ring.push([w + ((e - w) * i) / 100, s]);
  for (let i = 0; i < 100; i++) ring.push([e, s + ((n - s) * i) / 100]);
  for (let i = 0; i < 100; i++) ring.push([e - ((e - w) * i) / 100, n]);
  for (let i = 0; i < 100; i++) ring.push([w, n - ((n - s) * i) / 100]);
  ring.push(ring[0]!);
  const zones: ZoneLayer = {
    layer: "zone",
    source: "Bench County OEM",
    sourceUrl: "https://example.org/zones",
    fetchedAt: new Date().toISOString(),
    features: [{ type: "Feature", geometry: { type: "Polygon", coordinates: [ring] }, properties: { id: "Z1", name: "Bench Zone 1", status: "order" } }],
  };
  await hazards.save(zones);

  const t1 = performance.now();
  const detected = await detectAlerts(alerts, hazards);
  const detection = performance.now() - t1;
  console.log(`Detection: ${detected.zoneAlerts} zone alerts queued for ${FOLLOWS} follows in ${ms(detection)} (goal < ${BUDGET_MS} ms)`);
  const t2 = performance.now();
  const again = await detectAlerts(alerts, hazards);
  console.log(`Detection again, nothing new: ${again.zoneAlerts} queued in ${ms(performance.now() - t2)}`);

  // Sending: SENT_PER_CHANNEL of each channel through the real senders to the stand-ins.
  const pushService = await startPushService();
  const smtp = await startSmtp();
  const keys = webpush.generateVAPIDKeys();
  const subscriptions = await db.query<{ id: string }>("select id from public.alert_follows where channel = 'push'");
  for (const { id } of subscriptions) {
    const sub = pushService.subscribe();
    await db.query("update public.alert_follows set push_endpoint = $2, push_p256dh = $3, push_auth = $4 where id = $1", [id, sub.endpoint, sub.keys.p256dh, sub.keys.auth]);
  }
  // Keep SENT_PER_CHANNEL queued messages of each channel; the rest are marked sent.
  await db.query(
    `with ranked as (select o.id, row_number() over (partition by f.channel order by o.id) as n from public.alert_outbox o join public.alert_follows f on f.id = o.follow_id)
     update public.alert_outbox o set sent_at = now() from ranked r where r.id = o.id and r.n > $1`,
    [SENT_PER_CHANNEL],
  );
  const senders: Senders = {
    push: createPushSender({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject: "mailto:bench@example.org", allowedHosts: [new URL(pushService.origin).host] }),
    email: createEmailSender({ smtpUrl: smtp.url, from: "Bench <bench@example.org>" }),
  };
  const t3 = performance.now();
  const delivered = await deliverDue(alerts, senders, { siteUrl: "https://relief.example.org", secret: "bench-secret-0123456789abcdef", render: renderAlert });
  const sending = (performance.now() - t3) / 1000;
  console.log(
    `Sending: ${delivered.sent} sent (${pushService.received.length} push, ${smtp.mails.length} e-mail), ${delivered.retried} retried, ${delivered.failed} failed in ${sending.toFixed(1)} s = ${(delivered.sent / sending).toFixed(0)} messages/s (in one process with both stand-ins)`,
  );
  await senders.email?.close?.();
  await smtp.close();
  await pushService.close();
  await pg.close();
  if (detection > BUDGET_MS) process.exitCode = 1;
}

void main();
