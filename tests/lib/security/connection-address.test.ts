// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/forms/client-key";
import { connectionAddressWritten, installConnectionAddress } from "@/lib/security/connection-address";

/**
 * The hook on real http.Servers, as `next start` makes one, with clients on two loopback
 * addresses (Linux routes all of 127.0.0.0/8 to this machine): what Next and the rate limits see.
 */

type Seen = { header: string | undefined; client: string };
let servers: Server[] = [];
const seen: Seen[] = [];

async function listen(host: string): Promise<number> {
  const server = createServer((req, res) => {
    seen.push({ header: req.headers["x-forwarded-for"] as string | undefined, client: clientAddress(new Headers(req.headers as Record<string, string>), 0) });
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

function send(port: string | number, host: string, localAddress: string, headers: [string, string][] = []): Promise<Seen> {
  return new Promise((resolve, reject) => {
    // Raw header pairs (Host too, which Node then leaves to us): a client may send X-Forwarded-For on several lines.
    const raw = [["host", "localhost"], ...headers].flat() as unknown as Record<string, string>;
    const req = httpRequest({ host, port, localAddress, path: "/", headers: raw }, (res) => {
      res.resume();
      res.on("end", () => resolve(seen.at(-1)!));
    });
    req.on("error", reject);
    req.end();
  });
}

let v4: number;
let dual: number;

beforeAll(async () => {
  expect(connectionAddressWritten()).toBe(false);
  installConnectionAddress();
  installConnectionAddress(); // Once is enough; twice changes nothing.
  v4 = await listen("127.0.0.1");
  dual = await listen("::");
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  servers = [];
});

describe("the connection's address as the client (TRUSTED_PROXY_HOPS=0)", () => {
  it("is written over any X-Forwarded-For the client sends, so the client is where it connects from", async () => {
    expect(connectionAddressWritten()).toBe(true);
    expect(await send(v4, "127.0.0.1", "127.0.0.2", [["x-forwarded-for", "203.0.113.9"]])).toEqual({ header: "127.0.0.2", client: "127.0.0.2" });
    expect(await send(v4, "127.0.0.1", "127.0.0.3", [["X-Forwarded-For", "198.51.100.1, 127.0.0.2"]])).toEqual({ header: "127.0.0.3", client: "127.0.0.3" });
    expect(
      await send(v4, "127.0.0.1", "127.0.0.4", [
        ["x-forwarded-for", "10.0.0.1"],
        ["x-forwarded-for", "10.0.0.2"],
      ]),
    ).toEqual({ header: "127.0.0.4", client: "127.0.0.4" });
    // No header at all: the same.
    expect(await send(v4, "127.0.0.1", "127.0.0.5")).toEqual({ header: "127.0.0.5", client: "127.0.0.5" });
  });

  it("two clients are two buckets; one client sending different headers is one", async () => {
    const a = await Promise.all(["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((forged) => send(v4, "127.0.0.1", "127.0.0.6", [["x-forwarded-for", forged]])));
    expect(new Set(a.map((s) => s.client))).toEqual(new Set(["127.0.0.6"]));
    expect((await send(v4, "127.0.0.1", "127.0.0.7")).client).not.toBe(a[0]!.client);
  });

  it("an IPv4 client of a server listening on :: is its IPv4 address, not ::ffff:…", async () => {
    expect(await send(dual, "127.0.0.1", "127.0.0.8", [["x-forwarded-for", "2001:db8::1"]])).toEqual({ header: "::ffff:127.0.0.8", client: "127.0.0.8" });
    expect((await send(dual, "::1", "::1")).client).toBe("0:0:0:0::/64");
  });
});
