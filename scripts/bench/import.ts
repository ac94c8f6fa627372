/**
 * Import benchmark: what recording every change in the history (place_changes) costs an import.
 * On the embedded database (PGlite, in memory) and, when TEST_DATABASE_URL is set, on PostgreSQL:
 *  - a first import of N new places (each recorded as "create");
 *  - the same file again (nothing changes, nothing is recorded);
 *  - a file where every place changes two fields (each recorded with its before and after).
 * Run: npx tsx --conditions react-server scripts/bench/import.ts [count]
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrate, type MigratableDb } from "../../lib/data/migrate";
import { createSqlPlaceStore } from "../../lib/data/sql/places";
import { generatePlaces } from "./generate-places";

const COUNT = Number(process.argv[2] ?? 10_000);

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await fn();
  return [performance.now() - t0, value];
}

async function run(name: string, client: MigratableDb): Promise<void> {
  await migrate(client);
  const store = createSqlPlaceStore(client);
  const places = generatePlaces(COUNT);
  const changed = places.map((p, i) => ({ ...p, name: `${p.name} (renamed)`, phone: `(626) 555-${String(i % 10_000).padStart(4, "0")}` }));
  const rows: [string, number, string][] = [];
  for (const [label, file] of [["first import (all new)", places], ["same file again (no change)", places], ["every place changes 2 fields", changed]] as const) {
    const [ms, summary] = await time(() => store.upsertPlaces([...file], "benchmark"));
    const [{ n } = { n: 0 }] = await client.query<{ n: number }>("select count(*)::int as n from public.place_changes");
    rows.push([label, ms, `${summary.inserted} new, ${summary.updated} updated; history rows ${n}`]);
  }
  console.log(`\n${name}, ${COUNT.toLocaleString("en-US")} places`);
  for (const [label, ms, detail] of rows) console.log(`  ${label.padEnd(32)} ${ms.toFixed(0).padStart(6)} ms   ${detail}`);
}

async function main() {
  const lite = new PGlite();
  await run("PGlite (embedded)", { query: async <T>(s: string, p?: unknown[]) => (await lite.query<T>(s, p)).rows, exec: async (s: string) => void (await lite.exec(s)) });
  await lite.close();

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return console.log("\nPostgreSQL: skipped (set TEST_DATABASE_URL)");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dbName = `bench_import_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await run("PostgreSQL 15", { query: async <T>(s: string, p?: unknown[]) => (await client.query(s, p)).rows as T[], exec: async (s: string) => void (await client.query(s)) });
  } finally {
    await client.end();
    await admin.query(`drop database ${dbName}`);
    await admin.end();
  }
}

void main();
