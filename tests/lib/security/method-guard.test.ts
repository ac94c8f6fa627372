// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceHeaders, SECURITY_HEADERS } from "@/lib/security/headers";
import { installMethodGuard } from "@/lib/security/method-guard";

/**
 * The guard on a real http.Server, as `next start` makes one: what Next would see, and what the
 * client gets. The server's own handler stands in for Next: it answers 200, or 405 for a method an
 * API route does not export (as Next does, without Allow), or a bare 500 (as Next does when it
 * fails before routing), or a page with its own policy.
 */

const HEADERS = resourceHeaders({ tileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", cmsUrl: "" });

let server: Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  installMethodGuard(HEADERS);
  installMethodGuard({}); // Once is enough; twice changes nothing.
  server = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}${req.headers.host?.startsWith("127.0.0.1") ? "" : ` @${req.headers.host}`}`);
    if (req.url?.startsWith("/echo-target")) return void res.writeHead(200, { "content-length": Buffer.byteLength(String(req.headers["x-request-target"])) }).end(String(req.headers["x-request-target"]));
    if (req.url === "/fails") return void res.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
    if (req.url === "/page") return void res.writeHead(200, [["Content-Security-Policy", "script-src 'nonce-x'"], ["X-Frame-Options", "SAMEORIGIN"]].flat()).end("page");
    if (req.url === "/api/translate" && req.method !== "POST" && req.method !== "OPTIONS") return void res.writeHead(405).end();
    res.writeHead(200, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = { status: number; allow: string | undefined; body: string; headers: Record<string, string | string[] | undefined> };

function send(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Bytes as a client wrote them (http.request cannot send "*", an absolute-form target or a broken request line), and the answer's status line and headers. */
function raw(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes has its request aborted by Node (the server closes: Connection: close).
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = Buffer.concat(chunks).toString().split("\r\n\r\n");
      const [line = "", ...fields] = head.split("\r\n");
      resolve({ status: Number(line.split(" ")[1]), headers: Object.fromEntries(fields.map((f) => [f.slice(0, f.indexOf(":")).toLowerCase(), f.slice(f.indexOf(":") + 1).trim()])), body });
    });
  });
}
const rawRequest = (method: string, target: string) => raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
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

  it("gives every answer the security headers: its own 405s, Next's bare 500, a 200; a page's own policy is kept", async () => {
    expectSecurityHeaders((await send("PUT", "/en")).headers);
    expectSecurityHeaders((await send("TRACE", "/")).headers);
    expectSecurityHeaders((await send("PUT", "/api/translate")).headers);
    const failed = await send("GET", "/fails");
    expect(failed.status).toBe(500);
    expectSecurityHeaders(failed.headers);
    expectSecurityHeaders((await send("GET", "/")).headers);
    const page = await send("GET", "/page");
    expect(page.headers).toMatchObject({ "content-security-policy": "script-src 'nonce-x'", "x-frame-options": "SAMEORIGIN", "strict-transport-security": SECURITY_HEADERS["Strict-Transport-Security"] });
  });
});

describe("request-targets that are no path", () => {
  it("tells the routes the target as the client spelt it, whatever header the client sent", async () => {
    const answer = await raw("GET /echo-target?page=01&&kind=a,b HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Target: /echo-target\r\nConnection: close\r\n\r\n");
    expect(answer.body).toBe("/echo-target?page=01&&kind=a,b");
  });

  it("answers GET * with 400 and OPTIONS * with 204 and what the server takes; Next never sees them", async () => {
    reached.length = 0;
    const star = await rawRequest("GET", "*");
    expect(star.status).toBe(400);
    expect(JSON.parse(star.body)).toEqual({ error: 'The request target must be a path, such as /en: "*" is only for OPTIONS.' });
    expectSecurityHeaders(star.headers);
    const options = await rawRequest("OPTIONS", "*");
    expect(options).toMatchObject({ status: 204, headers: { allow: "GET, HEAD, OPTIONS, POST" } });
    expectSecurityHeaders(options.headers);
    expect(reached).toEqual([]);
  });

  it("takes an absolute-form target as its path, its authority as Host; refuses another scheme", async () => {
    reached.length = 0;
    expect((await rawRequest("GET", "http://evil.example/es/donate?x=1")).status).toBe(200);
    expect(reached).toEqual(["GET /es/donate?x=1 @evil.example"]);
    const ftp = await rawRequest("GET", "ftp://evil.example/");
    expect(ftp.status).toBe(400);
    expectSecurityHeaders(ftp.headers);
  });

  it("sends a path with dot-segments to the address it names (308), query kept", async () => {
    reached.length = 0;
    for (const [target, location] of [
      ["/en/../es/donate", "/es/donate"],
      ["/api/open-data/./places.csv?kind=shelter", "/api/open-data/places.csv?kind=shelter"],
      ["/es/%2e%2e/ko", "/ko"],
      ["//evil.example/./x", "//evil.example/x"],
    ]) {
      const answer = await rawRequest("GET", target!);
      expect(answer, target).toMatchObject({ status: 308, headers: { location, "cache-control": "private, max-age=3600" } });
      expectSecurityHeaders(answer.headers);
    }
    expect(reached).toEqual([]);
  });

  it("answers what Node's parser refuses with a 400 or 431 that says why, with the security headers", async () => {
    const empty = await raw("GET  HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body).error).toMatch(/^This is not an HTTP request the server can read/);
    expectSecurityHeaders(empty.headers);
    const long = await rawRequest("GET", `/en?q=${"a".repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body).error).toBe("The request's headers, its address included, are too large: at most 16 KB in all.");
    expectSecurityHeaders(long.headers);
  });
});
