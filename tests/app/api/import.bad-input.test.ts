// @vitest-environment node
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeEmbeddedDb, openedEmbeddedDb } from "@/tests/support/embedded-db";
import { MAX_BYTES } from "@/lib/import/csv";
import { expectClientError, expectReadableMessage, NASTY_STRINGS, RUNS } from "@/tests/support/bad-input";

// Work scheduled after the response (translating imported places) runs at once here.
vi.mock("next/server", async (original) => (await import("@/tests/support/next-after")).withAfter(await original<object>()));

/**
 * POST /api/import against a bad request (wrong or odd credentials, any body, any content type)
 * and against a bad file at IMPORT_URL. A bad request is refused before anything is read; a bad
 * file is a 422 with readable errors, never a 5xx, and nothing is imported.
 */

const SECRET = "bad-input-import-secret-0123456789";
const SAMPLE = readFileSync("docs/sample-import.csv", "utf8");
const [HEADER = "", FIRST_ROW = ""] = SAMPLE.split("\n");

/** A minimal valid row (external id bad-input-01) with one column, by name, set to `value` (quoted). */
function rowWith(column: string, value: string): string {
  const names = HEADER.split(",");
  const index = names.indexOf(column);
  if (index < 0) throw new Error(`No column ${column}`);
  const cells = ["bad-input-01", "resource", "essentials", "Example: Bad input", "", "", "34.1", "-118.1", ...Array(names.length - 8).fill("")];
  cells[index] = `"${value.replaceAll('"', '""')}"`;
  return cells.join(",");
}

// The files a scheduler might find at IMPORT_URL, served by a stand-in for the published CSV.
const files = new Map<string, string | Buffer>();
let server: Server;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "import-bad-input-"));
  server = createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (file === undefined) res.writeHead(404).end();
    else res.writeHead(200, { "content-type": "text/csv" }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One valid import opens the embedded database, so each test can count what a bad file changed.
  files.set("/valid.csv", SAMPLE);
  configure("/valid.csv");
  expect((await post(`Bearer ${SECRET}`)).status).toBe(200);
  vi.unstubAllEnvs();
}, 120_000);

beforeEach(() => configure("/valid.csv"));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

afterAll(async () => {
  await closeEmbeddedDb();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

function configure(file: string) {
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("IMPORT_SECRET", SECRET);
  vi.stubEnv("IMPORT_URL", `${base}${file}`);
}

async function post(authorization?: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const { POST } = await import("@/app/api/import/route");
  const headers = { ...init.headers, ...(authorization === undefined ? {} : { authorization }) };
  const response = await POST(new Request("http://localhost/api/import", { method: "POST", headers, body: init.body }));
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function placeCount(): Promise<number> {
  const embedded = await openedEmbeddedDb();
  const [row] = (await embedded?.client.query<{ n: number }>("select count(*)::int as n from public.places")) ?? [];
  return row?.n ?? -1;
}

/** Header values a Request can carry: Latin-1 without CR, LF or NUL. */
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 120 });

describe("POST /api/import: bad requests are refused before anything is read", () => {
  it("answers 401 with a challenge to any Authorization header but the secret", async () => {
    await fc.assert(
      fc.asyncProperty(headerValue, async (authorization) => {
        fc.pre(authorization.trim() !== `Bearer ${SECRET}`);
        const { status, headers, body } = await post(authorization);
        expect(status).toBe(401);
        expect(headers.get("www-authenticate")).toBe('Bearer realm="import"');
        expect(body).toEqual({ error: "Unauthorized" });
      }),
      RUNS,
    );
  }, 60_000);

  it.each([
    ["the secret in lower case", `Bearer ${SECRET.toUpperCase()}`],
    ["the secret twice", `Bearer ${SECRET} ${SECRET}`],
    ["the secret without a scheme", SECRET],
    ["the secret with a trailing character", `Bearer ${SECRET}x`],
    ["an SQL fragment", "Bearer ' or '1'='1"],
    ["a script tag", "Bearer <script>alert(1)</script>"],
    ["a 100 KB token", `Bearer ${"a".repeat(100_000)}`],
    ["a token of Latin-1 letters", "Bearer ÿÿÿÿ"],
  ])("answers 401 to %s", async (_, authorization) => {
    expect(await post(authorization)).toMatchObject({ status: 401, body: { error: "Unauthorized" } });
  });

  it("answers 401 whatever the body and content type, without reading them", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string({ unit: "binary" })), fc.constantFrom("application/json", "text/csv", "multipart/form-data", "text/plain"), async (body, type) => {
        const { status } = await post("Bearer wrong", { body, headers: { "content-type": type } });
        expect(status).toBe(401);
      }),
      RUNS,
    );
  }, 60_000);

  it("answers 404 when the import is off, whatever is sent", async () => {
    vi.stubEnv("IMPORT_SECRET", "");
    const { status, body } = await post(`Bearer ${SECRET}`, { body: "x".repeat(1024 * 1024) });
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Not found" });
  });

  it("ignores the request body when authorized: only IMPORT_URL is read", async () => {
    const before = await placeCount();
    const evil = `${HEADER}\nevil-01,resource,essentials,Injected,,,34.1,-118.1`;
    const { status } = await post(`Bearer ${SECRET}`, { body: evil, headers: { "content-type": "text/csv" } });
    expect(status).toBe(200);
    expect(await placeCount()).toBe(before);
  });
});

describe("POST /api/import: a bad file is a 422, never a 5xx, and imports nothing", () => {
  const NUL = "\u0000";
  const BAD_FILES: [string, string | Buffer][] = [
    ["an empty file", ""],
    ["a header with unknown columns", "id,name,'; drop table places; --\n1,2,3\n"],
    ["semicolons instead of commas", HEADER.replaceAll(",", ";") + "\n"],
    ["an unterminated quote", `${HEADER}\n"bad-01,resource`],
    ["a row with too few values", `${HEADER}\nbad-01,resource\n`],
    ["a javascript: website", `${HEADER}\n${rowWith("website", "javascript:alert(1)")}\n`],
    ["a data: sign-up link", `${HEADER}\n${rowWith("signup_url", "data:text/html,<script>alert(1)</script>")}\n`],
    ["numbers as words", `${HEADER}\n${rowWith("latitude", "thirty-four")}\n`],
    ["a coordinate far away", `${HEADER}\n${rowWith("latitude", "-89.9")}\n`],
    ["a huge number", `${HEADER}\n${rowWith("longitude", "1e309")}\n`],
    ["an SQL fragment as the id", `${HEADER}\n${rowWith("external_id", "x'); delete from places; --")}\n`],
    ["a NUL byte in a name", `${HEADER}\n${rowWith("name", `Shelter${NUL}open`)}\n`],
    ["a NUL byte in a description", `${HEADER}\n${rowWith("description", NUL.repeat(3))}\n`],
    ["a too-long name in long unicode", `${HEADER}\n${rowWith("name", "避难所🔥".repeat(100))}\n`],
    ["the first row twice", `${HEADER}\n${FIRST_ROW}\n${FIRST_ROW}\n`],
    ["binary garbage that is valid UTF-8", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 128))],
    ["a file that is not UTF-8", Buffer.from([0x65, 0x78, 0x74, 0x65, 0xff, 0xfe, 0x0a])],
    ["a file over the size limit", `${HEADER}\n${"x".repeat(MAX_BYTES)}\n`],
  ];

  it.each(BAD_FILES)("%s", async (_, file) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    files.set("/bad.csv", file);
    configure("/bad.csv");
    const before = await placeCount();
    const { status, body } = await post(`Bearer ${SECRET}`);
    expect(status).toBe(422);
    expectClientError(status, body);
    for (const e of (body as { errors?: { text: unknown }[] }).errors ?? []) expectReadableMessage(e.text);
    expect(await placeCount()).toBe(before);
    expect(error).not.toHaveBeenCalled();
  }, 30_000);

  it("imports nothing, successfully, from a file with only a header", async () => {
    files.set("/header.csv", `${HEADER}\n`);
    configure("/header.csv");
    const before = await placeCount();
    expect(await post(`Bearer ${SECRET}`)).toMatchObject({ status: 200, body: { summary: { total: 0, inserted: 0, updated: 0, unchanged: 0 } } });
    expect(await placeCount()).toBe(before);
  });

  // A UTF-8 file cannot hold a lone surrogate, and NUL is refused above: any other text is kept as written.
  it.each(NASTY_STRINGS.filter(([, s]) => !s.includes("\u0000") && s.isWellFormed()))("keeps %s in a name as plain text", async (_, value) => {
    // Not an error: a name may hold any text, and it is stored exactly as written (after trimming).
    const name = value.slice(0, 200);
    files.set("/nasty.csv", `${HEADER}\n${rowWith("name", name)}\n`);
    configure("/nasty.csv");
    const { status } = await post(`Bearer ${SECRET}`);
    expect(status).toBe(200);
    const embedded = await openedEmbeddedDb();
    const [row] = (await embedded?.client.query<{ name: string }>("select name from public.places where external_id = 'bad-input-01'")) ?? [];
    expect(row?.name).toBe(name.trim());
  }, 30_000);
});
