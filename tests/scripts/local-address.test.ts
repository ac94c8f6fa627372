import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script (npm run local), without types.
import { listenAddress } from "@/scripts/local-address.mjs";

describe("npm run local: where it listens", () => {
  it("listens on this machine only by default, on port 3000", () => {
    expect(listenAddress({})).toEqual({ host: "127.0.0.1", port: "3000", url: "http://127.0.0.1:3000", loopback: true });
  });

  it("takes LISTEN_ADDRESS and PORT", () => {
    expect(listenAddress({ LISTEN_ADDRESS: "0.0.0.0", PORT: "8080" })).toEqual({ host: "0.0.0.0", port: "8080", url: "http://localhost:8080", loopback: false });
    expect(listenAddress({ LISTEN_ADDRESS: "192.168.1.20" }).loopback).toBe(false);
    expect(listenAddress({ LISTEN_ADDRESS: "localhost" }).loopback).toBe(true);
    expect(listenAddress({ LISTEN_ADDRESS: "::1" }).url).toBe("http://[::1]:3000");
    expect(listenAddress({ LISTEN_ADDRESS: "localhost" }).url).toBe("http://localhost:3000");
  });

  it.each([
    [{ PORT: "http" }, /^PORT must be a port number from 1 to 65535, e\.g\. 3000; it is 'http'\.$/],
    [{ PORT: "70000" }, /^PORT must be/],
    [{ LISTEN_ADDRESS: "my laptop" }, /^LISTEN_ADDRESS must be an address to listen on/],
    [{ LISTEN_ADDRESS: "http://127.0.0.1" }, /^LISTEN_ADDRESS must be an address to listen on/],
  ])("refuses %j, saying what to set", (env, message) => {
    expect(() => listenAddress(env)).toThrow(message);
  });
});
