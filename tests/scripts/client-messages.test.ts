// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { clientFiles, clientMessageIds, importsOf, isClientBoundary, messageIdsIn } from "@/scripts/i18n/client-graph";
import { clientMessageManifest, LAYOUT_ENTRIES, publicPages } from "@/scripts/i18n/client-manifest";

/**
 * The browser gets only the interface messages its page's client components can show
 * (lib/i18n/client-messages.ts): these tests fail when a client component could show a message
 * its page is not given — the page would show that message in English.
 */

describe("the module graph behind the client messages", () => {
  it("follows every import that loads code, and no type-only one", () => {
    const code = [
      `import { a } from "./static";`,
      `import def, { b } from "@/lib/default";`,
      `export { c } from "./reexport";`,
      `export * from "./star";`,
      `import "./side-effect.css";`,
      `const Lazy = dynamic(() => import("./lazy"));`,
      `import type { T } from "./types-only";`,
      `import { type U, type V } from "./also-types-only";`,
      `export type { W } from "./type-reexport";`,
    ].join("\n");
    expect(importsOf(code).sort()).toEqual(["./lazy", "./reexport", "./side-effect.css", "./star", "./static", "@/lib/default"].sort());
  });

  it("takes a client component's messages, and what it imports, but not its server parent's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "client-graph-"));
    try {
      writeFileSync(join(dir, "page.tsx"), `import { Leaf } from "./leaf";\nimport { i18n } from "./i18n";\nexport const Page = () => <p>{i18n._("Rendered on the server")}<Leaf /></p>;\n`);
      writeFileSync(join(dir, "leaf.tsx"), `// A comment before the directive\n"use client";\nimport { LABELS } from "./labels";\nimport type { Hidden } from "./hidden";\nconst Lazy = dynamic(() => import("./lazy"));\nexport const Leaf = () => i18n._("Shown by the leaf") + LABELS[0];\n`);
      writeFileSync(join(dir, "labels.ts"), `export const LABELS = [msg(/*i18n*/ "A label from a table")];\n`);
      writeFileSync(join(dir, "lazy.tsx"), `export default () => i18n._("In a lazy chunk");\n`);
      writeFileSync(join(dir, "hidden.ts"), `export type Hidden = string;\nexport const x = i18n._("Only a type is imported");\n`);
      writeFileSync(join(dir, "i18n.ts"), `export const i18n = { _: (s: string) => s };\n`);
      expect(isClientBoundary(join(dir, "leaf.tsx"))).toBe(true);
      const files = [...clientFiles([join(dir, "page.tsx")])].map((f) => relative(relative(process.cwd(), dir), f));
      expect(files.sort()).toEqual(["labels.ts", "lazy.tsx", "leaf.tsx"]);
      expect(await clientMessageIds([join(dir, "page.tsx")])).toEqual(["A label from a table", "In a lazy chunk", "Shown by the leaf"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the client messages each page is given", () => {
  it("are the ones its client components can show now (lib/i18n/client-messages.json is current: npm run i18n:compile)", async () => {
    const given = JSON.parse(readFileSync("lib/i18n/client-messages.json", "utf8")) as unknown;
    expect(given).toEqual(await clientMessageManifest());
  }, 120_000);

  it("leave out no client component: every one that shows a message is reached from a page or layout", async () => {
    const sourceFiles = (folder: string) =>
      (readdirSync(folder, { recursive: true }) as string[]).map((f) => `${folder}/${f.split("\\").join("/")}`).filter((f) => /\.(tsx?|jsx?)$/.test(f));
    const entries = sourceFiles("app").filter((f) => /\/(page|layout|error|not-found|global-error|global-not-found|template|loading)\.tsx$/.test(f));
    const reached = clientFiles(entries);
    const missed: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("components")]) {
      if (!isClientBoundary(join(process.cwd(), file)) || reached.has(file)) continue;
      if ((await messageIdsIn(file)).length > 0) missed.push(file);
    }
    expect(missed).toEqual([]);
  }, 120_000);

  it("reach every page: a page whose client components need their own renders PageMessages with its route around all it returns", async () => {
    const manifest = JSON.parse(readFileSync("lib/i18n/client-messages.json", "utf8")) as { pages: Record<string, string[]> };
    for (const { file, route } of publicPages()) {
      const page = readFileSync(file, "utf8");
      const body = page.slice(page.indexOf("export default"));
      const ownMessages = manifest.pages[route]?.length ?? 0;
      if (ownMessages === 0) continue;
      // The returned tree starts with PageMessages (comments aside) and ends with it.
      expect(body, `${file} needs <PageMessages route="${route}"> around what it returns`).toMatch(
        new RegExp(`return \\(\\s*(?://[^\\n]*\\n\\s*)*<PageMessages route="${route.replace(/[/]/g, "\\/")}">[\\s\\S]*</PageMessages>\\s*\\);\\s*}\\s*$`),
      );
    }
  });

  it("leave out most of the catalog: no page is sent what only the server renders", () => {
    const manifest = JSON.parse(readFileSync("lib/i18n/client-messages.json", "utf8")) as { layout: string[]; pages: Record<string, string[]> };
    const catalog = Object.keys((JSON.parse(readFileSync("locales/en/messages.json", "utf8")) as { messages: object }).messages);
    for (const ids of [manifest.layout, ...Object.values(manifest.pages)]) for (const id of ids) expect(catalog).toContain(id);
    expect(manifest.layout.length + (manifest.pages["/"]?.length ?? 0)).toBeLessThan(catalog.length / 2);
    expect(LAYOUT_ENTRIES.length).toBeGreaterThan(0);
  });
});
