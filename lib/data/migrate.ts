import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlClient } from "./sql/client";

export type MigratableDb = SqlClient & {
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
};

const SUPABASE_DIR = path.join(process.cwd(), "supabase");

/**
 * Applies supabase/roles.sql (the Supabase roles a plain PostgreSQL lacks), then every migration
 * in supabase/migrations not yet applied, in file-name order — the same files `supabase db push`
 * applies. Returns the names applied now.
 */
export async function migrate(db: MigratableDb, dir = SUPABASE_DIR): Promise<string[]> {
  await db.exec(await readFile(path.join(dir, "roles.sql"), "utf8"));
  await db.exec("create table if not exists public._migrations (name text primary key, applied_at timestamptz not null default now())");
  const done = new Set((await db.query<{ name: string }>("select name from public._migrations")).map((r) => r.name));
  const files = (await readdir(path.join(dir, "migrations"))).filter((f) => f.endsWith(".sql")).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, "migrations", file), "utf8");
    try {
      await db.exec(`begin;\n${sql}\n;insert into public._migrations (name) values ('${file.replace(/'/g, "''")}');\ncommit;`);
    } catch (error) {
      await db.exec("rollback").catch(() => {});
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}

export async function seed(db: MigratableDb, dir = SUPABASE_DIR): Promise<void> {
  await db.exec(await readFile(path.join(dir, "seed.sql"), "utf8"));
}
