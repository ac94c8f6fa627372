/**
 * Part of `npm run i18n:compile`: for the public pages, which interface messages their client
 * components can show (scripts/i18n/client-graph.ts) → lib/i18n/client-messages.json:
 * `{ layout: ids, pages: { "/donate": ids, … } }`. The layout's ids are those of everything every
 * page shares (the layout, its error and not-found screens); a page's are its own beyond those.
 * The server sends each page only these (lib/i18n/client-messages.ts). Generated, not committed.
 */
import { writeFileSync } from "node:fs";
import { clientMessageManifest } from "./client-manifest";

void clientMessageManifest().then((manifest) => {
  writeFileSync("lib/i18n/client-messages.json", JSON.stringify(manifest, null, 1) + "\n");
  console.log(`Client messages: ${manifest.layout.length} on every page; beyond those ${Object.entries(manifest.pages).map(([p, ids]) => `${p} ${ids.length}`).join(", ")}`);
});
