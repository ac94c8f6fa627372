// The SMS service on an in-memory copy of the sample database (the migrations and the seed), for
// `npm run sms` and `npm run bench:sms`: the same code that answers Twilio, without a server.
import { PGlite } from "@electric-sql/pglite";
import { migrate, seed, type MigratableDb } from "../../lib/data/migrate";
import { sqlStores } from "../../lib/data/sql";
import type { InboundDeps } from "../../lib/services/sms/inbound";

export async function sampleSms(siteUrl: string): Promise<{ deps: InboundDeps; db: MigratableDb; close: () => Promise<void> }> {
  const pg = new PGlite();
  await pg.waitReady;
  const db: MigratableDb = { query: async (sql, params) => (await pg.query(sql, params)).rows as never, exec: (sql) => pg.exec(sql) };
  await migrate(db);
  await seed(db);
  const stores = sqlStores(db);
  // Read once, as the site reads the map's places once per change (Next's data cache).
  const places = await stores.places().listPlaces();
  const deps: InboundDeps = {
    optOuts: stores.sms(),
    limits: stores.limits(),
    places: async () => ({ places, hazards: {} }),
    siteUrl,
    counterKey: "sample-counter-key",
    // ALERTS and YES store a follow in this copy, as on the site (nothing is sent from here).
    alerts: { store: stores.alerts(), secret: "sample-alerts-secret-0123456789abcdef" },
  };
  return { deps, db, close: () => pg.close() };
}
