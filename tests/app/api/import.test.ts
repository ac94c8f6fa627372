// @vitest-environment node
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeEmbeddedDb, openedEmbeddedDb } from "@/tests/support/embedded-db";

// Work scheduled after the response (translating imported places) runs at once here.
vi.mock("next/server", async (original) => (await import("@/tests/support/next-after")).withAfter(await original<object>()));

const SECRET = "test-import-secret-0123456789";
const SAMPLE = readFileSync("docs/sample-import.csv", "utf8");
const HEADER = "external_id,kind,category,name,latitude,longitude";
// 60 bad rows: more than the 50 errors the route lists.
const INVALID = `${HEADER}\n${Array.from({ length: 60 }, (_, i) => `bad-${i},park,essentials,Example: Bad,34.1,-118.1`).join("\n")}\n`;


let server: Server;
let base: string;
let dataDir: string;

// A stand-in for the published CSV: valid, invalid, and failing answers.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "import-route-"));
  server = createServer((req, res) => {
    if (req.url === "/valid.csv") res.writeHead(200, { "content-type": "text/csv" }).end(SAMPLE);
    else if (req.url === "/invalid.csv") res.writeHead(200, { "content-type": "text/csv" }).end(INVALID);
    else res.writeHead(500).end("boom");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

// The route opens the real embedded database in dataDir; close it so the worker can exit.
afterAll(async () => {
  await closeEmbeddedDb();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

function configure(env: { IMPORT_SECRET?: string; IMPORT_URL?: string }) {
  // Embedded backend in a fresh folder, whatever the developer's environment says.
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("IMPORT_SECRET", env.IMPORT_SECRET ?? "");
  vi.stubEnv("IMPORT_URL", env.IMPORT_URL ?? "");
}

async function post(authorization?: string) {
  const { POST } = await import("@/app/api/import/route");
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const response = await POST(new Request("http://localhost/api/import", { method: "POST", headers }));
  return { status: response.status, body: await response.json() };
}

async function importedRows(): Promise<number> {
  const embedded = await openedEmbeddedDb();
  if (!embedded) return 0;
  const [row] = await embedded.client.query<{ n: number }>("select count(*)::int as n from public.places where external_id like 'example-%'");
  return row!.n;
}

describe("POST /api/import", () => {
  // IMPORT_SECRET without IMPORT_URL stops the start (tests/lib/settings/problems.test.ts).
  it("is not there until IMPORT_SECRET is set", async () => {
    configure({ IMPORT_URL: `${base}/valid.csv` });
    expect(await post(`Bearer ${SECRET}`)).toEqual({ status: 404, body: { error: "Not found" } });
  });

  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", "Bearer wrong-secret-0123456789"],
    ["a token that is a prefix of the secret", `Bearer ${SECRET.slice(0, -1)}`],
    ["the secret in another scheme", `Basic ${SECRET}`],
  ])("answers 401 to %s", async (_, authorization) => {
    configure({ IMPORT_SECRET: SECRET, IMPORT_URL: `${base}/valid.csv` });
    const { status, body } = await post(authorization);
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Unauthorized" });
  });

  it("imports a valid file and answers with the summary; a second run changes nothing", async () => {
    configure({ IMPORT_SECRET: SECRET, IMPORT_URL: `${base}/valid.csv` });
    expect(await post(`Bearer ${SECRET}`)).toEqual({
      status: 200,
      body: { message: "Imported 5 rows: 5 new, 0 updated, 0 unchanged.", summary: { total: 5, inserted: 5, updated: 0, unchanged: 0 } },
    });
    expect(await importedRows()).toBe(5);
    const again = await post(`Bearer ${SECRET}`);
    expect(again.body.summary).toEqual({ total: 5, inserted: 0, updated: 0, unchanged: 5 });
  }, 120_000);

  it("answers 422 with at most 50 readable errors and imports nothing from an invalid file", async () => {
    configure({ IMPORT_SECRET: SECRET, IMPORT_URL: `${base}/invalid.csv` });
    const before = await importedRows();
    const { status, body } = await post(`Bearer ${SECRET}`);
    expect(status).toBe(422);
    expect(body.error).toBe("Nothing was imported: the file has 60 problems.");
    expect(body.errorCount).toBe(60);
    expect(body.errors).toHaveLength(50);
    expect(body.errors[0]).toEqual({
      row: 2,
      column: "kind",
      message: '"park" is not one of: resource, shelter, donation_need, volunteer_opportunity',
      text: 'line 2, column kind: "park" is not one of: resource, shelter, donation_need, volunteer_opportunity',
    });
    expect(await importedRows()).toBe(before);
  }, 120_000);

  it("answers 502 when the source cannot be fetched", async () => {
    configure({ IMPORT_SECRET: SECRET, IMPORT_URL: `${base}/broken.csv` });
    const { status, body } = await post(`Bearer ${SECRET}`);
    expect(status).toBe(502);
    expect(body.error).toBe(`Could not read the import file: ${base}/broken.csv answered 500 Internal Server Error.`);
  });

  it("answers 502, not 500, for an http source that is not this machine", async () => {
    configure({ IMPORT_SECRET: SECRET, IMPORT_URL: "http://example.org/places.csv" });
    const { status, body } = await post(`Bearer ${SECRET}`);
    expect(status).toBe(502);
    expect(body.error).toMatch(/must be an https:\/\/ address/);
  });
});
