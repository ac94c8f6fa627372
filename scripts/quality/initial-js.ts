import { request } from "node:http";
import { gzipSync } from "node:zlib";

export type ScriptSize = { src: string; gzipBytes: number };

/**
 * The scripts a browser downloads up front: every <script src> in the served HTML, except
 * `noModule` ones (module-capable browsers — all the phones we serve — never fetch those).
 */
export function initialScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (!src || /\snomodule\b/i.test(tag)) continue;
    if (!sources.includes(src)) sources.push(src);
  }
  return sources;
}

/** GET with gzip accepted; the bytes counted are the bytes sent (gzipped here if the server did not). */
function gzipSizeOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve(res.headers["content-encoding"] === "gzip" ? body.length : gzipSync(body).length);
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export async function measureInitialJs(baseUrl: string, path: string): Promise<{ scripts: ScriptSize[]; totalGzipBytes: number }> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.text();
  const scripts: ScriptSize[] = [];
  for (const src of initialScriptSources(html)) scripts.push({ src, gzipBytes: await gzipSizeOf(new URL(src, baseUrl).href) });
  return { scripts, totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}
