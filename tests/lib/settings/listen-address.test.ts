import { describe, expect, it } from "vitest";
import { isLoopbackHost, listenHost } from "@/lib/settings/listen-address";

const next = ["/usr/bin/node", "/app/node_modules/.bin/next", "start"];

describe("listenHost: where this server was told to listen", () => {
  it("reads next start's -H / --hostname", () => {
    expect(listenHost([...next, "-H", "127.0.0.1", "-p", "3000"], {})).toBe("127.0.0.1");
    expect(listenHost([...next, "--hostname", "::1"], {})).toBe("::1");
    expect(listenHost([...next, "--hostname=localhost"], {})).toBe("localhost");
    expect(listenHost([...next, "-H0.0.0.0"], {})).toBe("0.0.0.0");
  });

  it("is every interface (undefined) for next start without one, whatever HOSTNAME says (next start ignores it)", () => {
    expect(listenHost([...next, "-p", "3000"], { HOSTNAME: "127.0.0.1" })).toBeUndefined();
  });

  it("reads HOSTNAME for a standalone build's server.js", () => {
    expect(listenHost(["/usr/bin/node", "server.js"], { HOSTNAME: "127.0.0.1" })).toBe("127.0.0.1");
    expect(listenHost(["/usr/bin/node", "server.js"], {})).toBeUndefined();
  });
});

describe("isLoopbackHost", () => {
  it.each(["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "app.localhost", "::1", "[::1]"])("%s is this machine only", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each([undefined, "", "0.0.0.0", "::", "10.0.0.5", "192.168.1.20", "relief.example.org", "127.0.0.1.example.org", "localhost.example.org"])("%s is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
