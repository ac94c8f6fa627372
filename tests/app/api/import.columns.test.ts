// @vitest-environment node
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeEmbeddedDb, openedEmbeddedDb } from "@/tests/support/embedded-db";

// Work scheduled after the response (translating imported places) runs at once here.
vi.mock("next/server", async (original) => (await import("@/tests/support/next-after")).withAfter(await original<object>()));

/** POST /api/import of a Google Sheet's CSV export through the column mapping IMPORT_COLUMNS names. */

const SECRET = "test-import-columns-secret-0123456789";
const MAPPING = "docs/examples/sheet-columns.json";
const SHEET = readFileSync("tests/fixtures/google-sheet.csv", "utf8");
const FILES: Record<string, string> = {
  "/sheet.csv": SHEET,
  "/bad-sheet.csv": SHEET.replace("34.1478", "north"),
  "/services.json": readFileSync("tests/fixtures/hsds-services.json", "utf8"),
};

let server: Server;
let base: string;
let dataDir: string;
const fetched: string[] = [];

// A stand-in for the sheet published as CSV (…/pub?output=csv).
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "import-columns-"));
  server = createServer((req, res) => {
    fetched.push(req.url ?? "");
    const file = FILES[req.url ?? ""];
    if (file === undefined) res.writeHead(404).end();
    else res.writeHead(200, { "content-type": "text/csv" }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  fetched.length = 0;
});

afterAll(async () => {
  await closeEmbeddedDb();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

function configure(file: string, columns: string) {
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "");
  vi.stubEnv("DATA_BACKEND", "embedded");
  vi.stubEnv("PGLITE_DATA_DIR", dataDir);
  vi.stubEnv("IMPORT_SECRET", SECRET);
  vi.stubEnv("IMPORT_URL", `${base}${file}`);
  vi.stubEnv("IMPORT_COLUMNS", columns);
}

async function post(authorization = `Bearer ${SECRET}`) {
  const { POST } = await import("@/app/api/import/route");
  const response = await POST(new Request("http://localhost/api/import", { method: "POST", headers: { authorization } }));
  return { status: response.status, body: await response.json() };
}

async function imported(): Promise<{ external_id: string; kind: string; status: string }[]> {
  const embedded = await openedEmbeddedDb();
  if (!embedded) return [];
  return embedded.client.query("select external_id, kind, status from public.places where external_id like 'example-%' order by external_id");
}

/** A mapping file of its own for one test. */
async function mappingFile(name: string, text: string): Promise<string> {
  const file = path.join(dataDir, name);
  await writeFile(file, text);
  return file;
}

describe("POST /api/import with IMPORT_COLUMNS", () => {
  it("imports the sheet through the mapping: its own headers, translated values and defaults", async () => {
    configure("/sheet.csv", MAPPING);
    expect(await post()).toMatchObject({ status: 200, body: { summary: { total: 5, inserted: 5, updated: 0, unchanged: 0 } } });
    expect(await imported()).toEqual([
      { external_id: "example-clinic-01", kind: "resource", status: "open" },
      { external_id: "example-donate-01", kind: "donation_need", status: "open" },
      { external_id: "example-food-01", kind: "resource", status: "open" },
      { external_id: "example-shelter-01", kind: "shelter", status: "open" },
      { external_id: "example-volunteer-01", kind: "volunteer_opportunity", status: "open" },
    ]);
  }, 120_000);

  it("answers 422 naming the row and the sheet's own column, and imports nothing", async () => {
    configure("/bad-sheet.csv", MAPPING);
    const before = await imported();
    const { status, body } = await post();
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      {
        row: 3,
        column: "latitude",
        sheetColumn: "Lat",
        message: '"north" is not a number like 34.1897',
        text: 'line 3, column "Lat" (latitude): "north" is not a number like 34.1897',
      },
    ]);
    expect(await imported()).toEqual(before);
  }, 60_000);

  it("answers 422 to an HSDS file, to which a mapping does not apply", async () => {
    configure("/services.json", MAPPING);
    const { status, body } = await post();
    expect(status).toBe(422);
    expect(body.errors[0].text).toMatch(/^This file is HSDS JSON, but a column mapping \(--columns, IMPORT_COLUMNS\) applies only to a CSV file/);
  });

  it.each([
    ["malformed JSON", "broken.json", '{ "columns": { "Lat": "latitude", } }', /^mapping: the file is not valid JSON: /],
    ["an unknown import column", "typo.json", JSON.stringify({ columns: { Lat: "lattitude" } }), /^mapping: column "Lat" maps to unknown import column "lattitude"; the import columns are: external_id, /],
  ])("answers 500 with the problems for a mapping with %s, without fetching the sheet", async (_, name, text, problem) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    configure("/sheet.csv", await mappingFile(name, text));
    const { status, body } = await post();
    expect(status).toBe(500);
    expect(body).toEqual({
      error: "Nothing was imported: the column mapping IMPORT_COLUMNS names cannot be used; fix it and restart the site.",
      problems: [expect.stringMatching(problem)],
    });
    expect(fetched).toEqual([]);
    // One readable line in the server's log, no stack.
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]).toEqual([expect.stringMatching(/^Import: Nothing was imported: .*IMPORT_COLUMNS.* mapping: /)]);
  });

  it("answers 500 for a mapping file that is not there", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const missing = path.join(dataDir, "missing.json");
    configure("/sheet.csv", missing);
    expect(await post()).toMatchObject({ status: 500, body: { problems: [`mapping: File not found: ${missing}`] } });
  });

  it("tells a caller without the token nothing about the mapping", async () => {
    configure("/sheet.csv", path.join(dataDir, "missing.json"));
    expect(await post("Bearer wrong-token-0123456789")).toEqual({ status: 401, body: { error: "Unauthorized" } });
  });

  it("reads the mapping once per server process, like the other settings: a changed file counts after a restart", async () => {
    const file = await mappingFile("changing.json", readFileSync(MAPPING, "utf8"));
    configure("/sheet.csv", file);
    expect((await post()).status).toBe(200);
    await writeFile(file, "not json");
    expect((await post()).status).toBe(200);
    vi.resetModules();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await post()).status).toBe(500);
  }, 60_000);
});
