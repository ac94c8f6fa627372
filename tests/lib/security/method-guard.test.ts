// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installMethodGuard } from "@/lib/security/method-guard";

/**
 * The guard on a real http.Server, as `next start` makes one: what Next would see, and what the
 * client gets. The server's own handler stands in for Next: it answers 200, or 405 for a method an
 * API route does not export (as Next does, without Allow).
 */

let server: Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  installMethodGuard();
  installMethodGuard(); // Once is enough; twice changes nothing.
  server = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    if (req.url === "/api/translate" && req.method !== "POST" && req.method !== "OPTIONS") return void res.writeHead(405).end();
    res.writeHead(200, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the method guard", () => {
  it.each([
    ["TRACE", "/"],
    ["TRACE", "/api/places/en"],
    ["PUT", "/es/donate"],
    ["DELETE", "/"],
    ["OPTIONS", "/contact"],
    ["PROPFIND", "/"],
    ["POST", "/_next/static/chunks/a.js"],
  ])("answers %s %s with 405 and Allow, before Next sees it", async (method, path) => {
    reached.length = 0;
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.allow).toMatch(/^(GET, HEAD, POST|GET, HEAD|GET, HEAD, OPTIONS)$/);
    expect(JSON.parse(answer.body).error).toMatch(/^This address does not take \w+ requests; it takes /);
    expect(reached).toEqual([]);
  });

  it.each([
    ["GET", "/"],
    ["HEAD", "/es/donate"],
    ["POST", "/contact"],
    ["GET", "/api/places/en"],
    ["PUT", "/api/no-such-route"],
  ])("lets %s %s through to Next", async (method, path) => {
    reached.length = 0;
    expect((await send(method, path)).status).toBe(200);
    expect(reached).toEqual([`${method} ${path}`]);
  });

  it("answers TRACE to an /api address that is no route with a 404, as Next does any other method", async () => {
    reached.length = 0;
    const answer = await send("TRACE", "/api/no-such-route");
    expect(answer.status).toBe(404);
    expect(reached).toEqual([]);
  });

  it("adds the route's Allow to a 405 Next writes for a method the route does not export", async () => {
    const answer = await send("PUT", "/api/translate");
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("OPTIONS, POST");
  });
});
