import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/**
 * A local stand-in for the hazard feeds (127.0.0.1, a free port): tests and the benchmark fetch
 * from it, never from the network. `arcGisQuery` answers an ArcGIS layer's `query?f=geojson` as
 * ArcGIS Online does: pages of at most `maxRecordCount` from `resultOffset`, and
 * `exceededTransferLimit: true` while more remain.
 */

/** `gzipped`: the body compressed ahead (the benchmark), so the stub's own gzip is not timed. */
export type StubAnswer = { status?: number; type?: string; body: string | Buffer; gzipped?: Buffer; chunked?: boolean };
export type StubHandler = (url: URL, request: IncomingMessage) => StubAnswer | undefined;

export type FeedStub = { base: string; requests: URL[]; close: () => Promise<void> };

export async function startFeedStub(handler: StubHandler): Promise<FeedStub> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    const answer = handler(url, req);
    if (!answer) return void res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    const headers: Record<string, string | number> = { "content-type": answer.type ?? "application/json" };
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && !answer.chunked;
    const body = gzip ? (answer.gzipped ?? gzipSync(answer.body)) : answer.body;
    if (gzip) headers["content-encoding"] = "gzip";
    // Chunked (no content-length), so a size cap must be enforced while reading.
    if (!answer.chunked) headers["content-length"] = Buffer.byteLength(body);
    res.writeHead(answer.status ?? 200, headers);
    if (!answer.chunked) return void res.end(body);
    const half = Math.floor(body.length / 2);
    res.write(body.slice(0, half), () => res.end(body.slice(half)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type ArcGisOptions = {
  /** The service's page limit, whatever resultRecordCount asks. */
  maxRecordCount?: number;
  /** Where the "more" flag goes: f=geojson puts it under properties; some servers at the top. */
  flag?: "properties" | "top";
};

/** One page of a layer's features, as `…/FeatureServer/0/query?f=geojson&resultOffset=…` answers it. */
export function arcGisQuery(features: readonly unknown[], url: URL, { maxRecordCount = 1000, flag = "properties" }: ArcGisOptions = {}): StubAnswer {
  if (url.searchParams.get("f") !== "geojson") {
    return { body: JSON.stringify({ error: { code: 400, message: "Unable to complete operation.", details: ["f must be geojson here"] } }) };
  }
  const offset = Number(url.searchParams.get("resultOffset") ?? 0);
  const count = Math.min(Number(url.searchParams.get("resultRecordCount") ?? maxRecordCount), maxRecordCount);
  const page = features.slice(offset, offset + count);
  const more = offset + page.length < features.length;
  const body: Record<string, unknown> = { type: "FeatureCollection", features: page };
  if (more && flag === "properties") body.properties = { exceededTransferLimit: true };
  if (more && flag === "top") body.exceededTransferLimit = true;
  return { body: JSON.stringify(body), type: "application/geo+json" };
}
