import { afterAll, beforeAll, describe } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import { sqlStores } from "@/lib/data/sql";
import type { AlertStore, SmsStore, HazardStore, LimitStore, PlaceStore, ReviewerStore, ReviewStore, SubmissionStore, TranslationStore } from "@/lib/data/stores";
import { supabaseStores } from "@/lib/data/supabase";
import { OPEN_TIMEOUT_MS, openPglite, openPostgres, type TestDatabase } from "./databases";
import { NO_SERVER_REASON } from "./pg-server";
import { startSupabaseStack, type SupabaseStack } from "./supabase-stack";

/**
 * The three backends every store contract suite runs against, each on a fresh database with the
 * migrations and the seed: the SQL stores on PGlite (what `npm run local` uses), the SQL stores
 * on a real PostgreSQL, and the Supabase stores over a real PostgREST (tests/support/
 * supabase-stack.ts). The last two need TEST_DATABASE_URL; without it they are skipped, and the
 * suite's name says why.
 */

export type TestBackend = {
  places: PlaceStore;
  submissions: SubmissionStore;
  translations: TranslationStore;
  limits: LimitStore;
  reviewers: ReviewerStore;
  reviews: ReviewStore;
  hazards: HazardStore;
  alerts: AlertStore;
  sms: SmsStore;
  /** A superuser SQL session on the backend's database: setup and assertions. */
  admin: MigratableDb;
  /** Stores over another, independent connection (PGlite has one session: the same one). */
  session(): Promise<{ submissions: SubmissionStore; limits: LimitStore; close(): Promise<void> }>;
  /** The SQL backends' database (row-level security by `set role`); absent on Supabase. */
  sql?: TestDatabase;
  /** The Supabase backend's stack (keys, URL); absent on the SQL backends. */
  supabase?: SupabaseStack;
  close(): Promise<void>;
};

export type BackendKind = "sql" | "supabase";
type BackendSpec = { name: string; kind: BackendKind; skip: string | null; open: () => Promise<TestBackend> };

function sqlBackend(db: TestDatabase): TestBackend {
  const stores = sqlStores(db.client);
  return {
    places: stores.places(),
    submissions: stores.submissions(),
    translations: stores.translations(),
    limits: stores.limits(),
    reviewers: stores.reviewers(),
    reviews: stores.reviews(),
    hazards: stores.hazards(),
    alerts: stores.alerts(),
    sms: stores.sms(),
    admin: db.client,
    async session() {
      const session = await db.secondSession();
      const other = sqlStores(session.db);
      return { submissions: other.submissions(), limits: other.limits(), close: session.close };
    },
    sql: db,
    close: () => db.close(),
  };
}

async function supabaseBackend(): Promise<TestBackend> {
  const stack = await startSupabaseStack();
  const config = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };
  const stores = supabaseStores(config);
  return {
    places: stores.places(),
    submissions: stores.submissions(),
    translations: stores.translations(),
    limits: stores.limits(),
    reviewers: stores.reviewers(),
    reviews: stores.reviews(),
    hazards: stores.hazards(),
    alerts: stores.alerts(),
    sms: stores.sms(),
    admin: stack.admin,
    // Every supabase-js client sends its own HTTP requests: a new one is an independent caller.
    async session() {
      const other = supabaseStores(config);
      return { submissions: other.submissions(), limits: other.limits(), close: async () => {} };
    },
    supabase: stack,
    close: () => stack.stop(),
  };
}

export const BACKENDS: readonly BackendSpec[] = [
  { name: "SQL on PGlite", kind: "sql", skip: null, open: async () => sqlBackend(await openPglite()) },
  { name: "SQL on PostgreSQL", kind: "sql", skip: NO_SERVER_REASON, open: async () => sqlBackend(await openPostgres()) },
  { name: "Supabase on PostgREST", kind: "supabase", skip: NO_SERVER_REASON, open: supabaseBackend },
];

/**
 * Declares `suite` once per backend, each on its own fresh database opened before and closed after
 * it. A skipped backend's suite still appears, named with the reason.
 */
export function describeEachBackend(title: string, suite: (backend: () => TestBackend, spec: { name: string; kind: BackendKind }) => void) {
  for (const spec of BACKENDS) {
    const name = `${title} (${spec.name}${spec.skip ? ` — skipped: ${spec.skip}` : ""})`;
    describe.skipIf(spec.skip !== null)(name, () => {
      let backend: TestBackend | undefined;
      beforeAll(async () => {
        backend = await spec.open();
      }, OPEN_TIMEOUT_MS);
      afterAll(() => backend?.close());
      suite(() => {
        if (!backend) throw new Error(`${spec.name} did not open`);
        return backend;
      }, spec);
    });
  }
}
