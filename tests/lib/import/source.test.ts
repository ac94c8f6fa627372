// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportSourceError, describeSource, readImportSource } from "@/lib/import/source";

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "import-source-"));
  server = createServer((req, res) => {
    if (req.url === "/ok.csv") res.end("external_id\nr-1\n");
    // Chunked, without a content-length, so the cap must be enforced while reading.
    else if (req.url === "/big.csv") res.write("x".repeat(3000), () => res.end("x".repeat(3000)));
    // Answers the headers, then never finishes the body.
    else if (req.url === "/slow.csv") res.writeHead(200).write("external_id\n");
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("readImportSource", () => {
  it("reads a local file and fetches a local http URL", async () => {
    const file = path.join(dir, "places.csv");
    await writeFile(file, "external_id\nr-9\n");
    expect(await readImportSource(file)).toBe("external_id\nr-9\n");
    expect(await readImportSource(`${base}/ok.csv`)).toBe("external_id\nr-1\n");
  });

  it.each([
    ["a missing file", () => readImportSource(path.join(dir, "nope.csv")), /File not found/],
    ["an http URL to another machine", () => readImportSource("http://example.org/x.csv"), /must be an https:\/\/ address/],
    ["a non-OK answer", () => readImportSource(`${base}/missing.csv`), /answered 404 Not Found/],
    ["an answer over the size cap", () => readImportSource(`${base}/big.csv`, { maxBytes: 1000 }), /larger than/],
    ["a source that stops answering", () => readImportSource(`${base}/slow.csv`, { timeoutMs: 300 }), /did not answer within/],
  ])("fails clearly on %s", async (_, read, message) => {
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportSourceError);
    expect((error as Error).message).toMatch(message);
  });

  it("refuses text that is not UTF-8 (a spreadsheet's legacy encoding)", async () => {
    const file = path.join(dir, "latin1.csv");
    await writeFile(file, Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a]));
    await expect(readImportSource(file)).rejects.toThrow(/not UTF-8 text/);
  });
});

describe("describeSource", () => {
  it("keeps query strings and folders out of the public import log", () => {
    expect(describeSource("https://user:pw@example.org/data/places.csv?token=abc")).toBe("https://example.org/data/places.csv");
    expect(describeSource("/home/someone/private/places.csv")).toBe("file:places.csv");
  });
});
