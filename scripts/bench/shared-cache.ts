/**
 * nginx for bench:load: deploy/nginx-shared-cache.conf as it is, in front of `next start`, next to
 * nginx serving the same pages as files (the static server it is compared with). The config's
 * production values (upstream port, listen address, cache folder) are swapped for the bench's own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const NGINX = process.env.BENCH_NGINX ?? "/usr/sbin/nginx";

export type SharedCache = { cacheUrl: string; staticUrl: string; stop: () => void };

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx-shared-cache.conf no longer contains "${from}": update scripts/bench/shared-cache.ts`);
  return text.replace(from, to);
}

/** A page's file under the static root, as nginx's try_files below looks for it. */
function fileOf(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}.html`;
}

export async function startSharedCache(options: { nextPort: number; cachePort: number; staticPort: number; pages: [string, Uint8Array][] }): Promise<SharedCache> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (apt-get install nginx-light, or set BENCH_NGINX)`);
  const dir = mkdtempSync(path.join(tmpdir(), "relief-nginx-"));
  chmodSync(dir, 0o755); // nginx's workers run as another user
  for (const [page, body] of options.pages) {
    const file = path.join(dir, "static", fileOf(page));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  let site = readFileSync("deploy/nginx-shared-cache.conf", "utf8");
  site = replaceOnce(site, "/var/cache/nginx/relief", path.join(dir, "cache"));
  site = replaceOnce(site, "server 127.0.0.1:3000;", `server 127.0.0.1:${options.nextPort};`);
  site = replaceOnce(site, "listen 80;", `listen 127.0.0.1:${options.cachePort};`);
  writeFileSync(path.join(dir, "relief.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/relief.conf;
  server {
    listen 127.0.0.1:${options.staticPort};
    root ${dir}/static;
    default_type "text/html; charset=utf-8";
    location / { try_files $uri.html $uri/index.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGQUIT");
    } catch {
      /* already gone */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const cacheUrl = `http://127.0.0.1:${options.cachePort}`;
  const staticUrl = `http://127.0.0.1:${options.staticPort}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (see its message above)`);
    try {
      await fetch(`${staticUrl}/`); // any answer: nginx is listening
      return { cacheUrl, staticUrl, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error("nginx did not answer within 10 s");
}

/**
 * Whether the shared cache keeps the page as the site's headers say it may: the second request
 * must be a HIT. A page it does not keep would reach Next on every request behind any CDN too.
 */
export async function cacheStatus(cacheUrl: string, page: string): Promise<string> {
  await fetch(cacheUrl + page).then((r) => r.arrayBuffer());
  const response = await fetch(cacheUrl + page);
  await response.arrayBuffer();
  return response.headers.get("x-cache-status") ?? "(no X-Cache-Status)";
}

/**
 * Whether the shared cache still sends each visitor to their language at an unprefixed address,
 * after it has kept the English copy there: a Spanish cookie and a Korean Accept-Language must get
 * the redirect to their language, never the kept English page. Returns what went wrong.
 */
export async function languageProblems(cacheUrl: string, page: string): Promise<string[]> {
  const problems: string[] = [];
  const english = await fetch(cacheUrl + page, { redirect: "manual" });
  await english.arrayBuffer();
  if (english.status !== 200) problems.push(`${page} without a language: ${english.status}, expected 200`);
  const asked: [string, Record<string, string>][] = [
    ["es", { cookie: "language=es" }],
    ["ko", { "accept-language": "ko-KR,ko;q=0.9" }],
  ];
  for (const [language, headers] of asked) {
    const response = await fetch(cacheUrl + page, { headers, redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location") ?? "";
    const expected = `/${language}${page === "/" ? "" : page}`;
    if (!(response.status >= 300 && response.status < 400 && new URL(location, cacheUrl).pathname === expected)) {
      problems.push(`${page} asked in ${language}: ${response.status} ${location}, expected a redirect to ${expected}`);
    }
  }
  return problems;
}
