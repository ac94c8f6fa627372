/**
 * Which interface messages each page's client components can show: the module graph from a route's
 * entry (a layout, a page) through its server components to every client boundary (a file that
 * starts with "use client"), then everything those import (their code runs in the browser), and
 * the messages Lingui's own extractor finds in those files. The server then sends the browser
 * exactly those messages (lib/i18n/client-messages.ts), not the whole catalog.
 *
 * Followed: static imports and re-exports, side-effect imports, and dynamic `import("…")` (a lazy
 * chunk's messages are needed when it loads). Not followed: `import type` (no code), packages.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@lingui/conf";
import extractor from "@lingui/cli/api/extractors/babel";

const ROOT = process.cwd();
const EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", ".mjs"];

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** The module specifiers a file loads at run time (type-only imports left out). */
export function importsOf(code: string): string[] {
  const specifiers: string[] = [];
  // import x from "…", import { a } from "…", export { a } from "…", export * from "…"
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^;"']*?)\s+from\s+["']([^"']+)["']/gm)) {
    if (m[2]) continue;
    // import { type A, type B } from "…": nothing at run time either.
    const names = m[3]!.trim();
    if (/^\{[^}]*\}$/.test(names) && names.slice(1, -1).split(",").every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    specifiers.push(m[4]!);
  }
  for (const m of code.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specifiers.push(m[1]!);
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(m[1]!);
  return specifiers;
}

/** A specifier of the project's own code, as a file; undefined for packages (and assets). */
export function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, "index" + e))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && EXTENSIONS.includes(path.extname(c)));
}

const sources = new Map<string, string>();
const read = (file: string) => {
  let code = sources.get(file);
  if (code === undefined) sources.set(file, (code = readFileSync(file, "utf8")));
  return code;
};

export const isClientBoundary = (file: string) => /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(read(file));

/**
 * The files whose code runs in the browser for these entries: every client boundary reached
 * through server modules, and everything it imports.
 */
export function clientFiles(entries: string[]): Set<string> {
  const server = new Set<string>();
  const client = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const nowClient = inClient || isClientBoundary(file);
    if (nowClient ? client.has(file) : server.has(file)) return;
    (nowClient ? client : server).add(file);
    for (const specifier of importsOf(read(file))) {
      const target = resolveImport(file, specifier);
      if (target) visit(target, nowClient);
    }
  };
  for (const entry of entries) visit(path.resolve(ROOT, entry), false);
  return new Set([...client].map(rel));
}

let config: ReturnType<typeof getConfig> | undefined;

/** The message ids Lingui's extractor finds in a file (the same extractor as `lingui extract`). */
export async function messageIdsIn(file: string): Promise<string[]> {
  const known = extracted.get(file);
  if (known) return known;
  config ??= getConfig({ cwd: ROOT, configPath: path.join(ROOT, "lingui.config.ts"), skipValidation: true });
  const ids: string[] = [];
  const absolute = path.resolve(ROOT, file);
  await extractor.extract(absolute, read(absolute), (m) => ids.push(m.id), { linguiConfig: config });
  extracted.set(file, ids);
  return ids;
}
const extracted = new Map<string, string[]>();

/** The ids every client file of these entries can show, sorted. */
export async function clientMessageIds(entries: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const file of clientFiles(entries)) for (const id of await messageIdsIn(file)) ids.add(id);
  return [...ids].sort();
}
