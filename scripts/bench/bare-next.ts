/**
 * The framework's floor: a bare Next.js page (one layout, one page with a heading), built with the
 * project's own `node_modules` — the same Next.js, React and Turbopack — and served by `next start`
 * like the site. The Lighthouse benchmark measures it beside the site's pages, alternately, so a
 * busy machine or another Chromium moves both figures alike and only the difference is compared.
 *
 * It is built in a folder of the system's temporary directory, never inside the project: there
 * Turbopack would take the project's lockfile for its root and its configuration would leak in.
 * Its `node_modules` is a link to the project's, so its Turbopack root is the folder both share.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Server } from "../quality/serve";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bare-next-baseline", private: true }),
  "app/layout.tsx": `export const metadata = { title: "Bare Next.js page", description: "The framework's floor for the Lighthouse benchmark." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>A bare Next.js page</h1><p>The same Next.js, React and build as the site, and nothing else.</p></main>);
}
`,
};

/** The deepest folder holding both paths: Turbopack compiles nothing outside its root. */
function commonRoot(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  return left.slice(0, i).join(path.sep) || path.sep;
}

/** Writes and builds the bare page; returns its folder. */
export function buildBareNext(project = process.cwd()): string {
  const dir = path.join(tmpdir(), "la-relief-bare-next");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, file), text);
  const modules = path.join(project, "node_modules");
  symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(commonRoot(dir, modules))} } };\n`);
  const built = spawnSync(process.execPath, [path.join(modules, "next", "dist", "bin", "next"), "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`The bare Next.js page did not build:\n${built.stdout}\n${built.stderr}`);
  return dir;
}

/** `next start` on the bare page, in its own process group so stop() also ends next-server. */
export async function startBareNext(dir: string, port: number): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bare page's next start exited with ${child.exitCode}`);
    if (await fetch(`${url}/`).then((r) => r.ok, () => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`${url} did not answer within 60 s`);
}
