import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { TRANSLATION } from "../../lib/i18n/translation-settings";
import { startSite, type Server } from "../../scripts/quality/serve";
import { NO_SERVER_REASON } from "../../tests/support/pg-server";
import { supabaseStores } from "../../lib/data/supabase";
import { makePlaceInput } from "../../tests/support/places";
import { startSupabaseStack, type SupabaseStack } from "../../tests/support/supabase-stack";
import { freePort } from "../support/free-port";
import { E2E_DIST_DIR } from "../support/ports";

/**
 * Two production servers (`next start`) on one Supabase project (a real PostgREST over PostgreSQL),
 * as two instances behind a load balancer: what one spends of a visitor's machine-translation
 * budget, the other knows. Also proves the site runs on the Supabase backend end to end.
 */
test.skip(NO_SERVER_REASON !== null, `Needs PostgreSQL: ${NO_SERVER_REASON}`);
test.describe.configure({ mode: "serial" });

let stack: SupabaseStack;
let stub: ChildProcess;
let sites: Server[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startSupabaseStack();
  const stubUrl = `http://127.0.0.1:${await freePort()}`;
  stub = spawn(process.execPath, ["e2e/support/libretranslate-stub.mjs"], {
    env: { ...process.env, LIBRETRANSLATE_STUB_PORT: new URL(stubUrl).port },
    stdio: "ignore",
  });
  await expect.poll(() => fetch(`${stubUrl}/languages`).then((r) => r.status, () => 0), { timeout: 10_000 }).toBe(200);
  const env = {
    DATA_BACKEND: "supabase",
    SUPABASE_URL: stack.url,
    SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    LIBRETRANSLATE_URL: stubUrl,
    TRUSTED_PROXY_HOPS: "1",
  };
  const places = supabaseStores({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey }).places();
  await places.upsertPlaces(PLACE_TEXTS.map((description, i) => makePlaceInput({ externalId: `budget-${i}`, name: `Budget test place ${i}`, description, published: true })), "shared-budget.spec.ts");
  sites = await Promise.all([0, 1].map(async () => startSite({ port: await freePort(), distDir: E2E_DIST_DIR, env })));
});

test.afterAll(async () => {
  for (const site of sites) site.stop();
  stub?.kill("SIGTERM");
  await stack?.stop();
});

/** `count` distinct English texts of `length` characters each, different per `tag`. */
const texts = (tag: string, count: number, length: number) =>
  Array.from({ length: count }, (_, i) => `Sample ${tag} ${i}: the shelter near the park has water, food and blankets. `.repeat(40).slice(0, length - 1) + ".");
const HALF = TRANSLATION.serviceCharsPerClientPerWindow / 2;
/** Every text the test translates. Only a published place's own text is ever sent to the service. */
const PLACE_TEXTS = [...texts("a", 50, HALF / 50), ...texts("b", 50, HALF / 50), ...texts("c", 1, 200), ...texts("d", 1, 200)];

async function translate(site: Server, client: string, batch: string[]) {
  const response = await fetch(`${site.url}/api/translate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ target: "es", texts: batch }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { translations: { text: string; source: string }[]; limited?: boolean };
}

test("serves the site from Supabase: the map lists the sample places", async () => {
  for (const site of sites) {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain("Sample: Community Food Distribution – Altadena");
    expect(html).toContain("Sample: Evacuation Shelter – Pasadena");
  }
});

test("two instances share one visitor's translation budget, and the cache", async () => {
  const [first, second] = sites as [Server, Server];
  const visitor = "198.51.100.23";
  // The whole hour's budget, spent on the first instance in two requests.
  const spent = PLACE_TEXTS.slice(0, 100);
  for (const batch of [spent.slice(0, 50), spent.slice(50)]) {
    const body = await translate(first, visitor, batch);
    expect(body.limited).toBeUndefined();
    expect(body.translations.every((t) => t.source === "machine")).toBe(true);
  }

  // The second instance knows the budget is spent: a new text stays in English, flagged.
  const refused = await translate(second, visitor, texts("c", 1, 200));
  expect(refused.limited).toBe(true);
  expect(refused.translations).toEqual([{ text: texts("c", 1, 200)[0], source: "original" }]);

  // What the first instance translated is in the shared cache: free on the second one.
  const cached = await translate(second, visitor, spent.slice(0, 20));
  expect(cached.limited).toBeUndefined();
  expect(cached.translations.every((t) => t.source === "machine" && t.text.startsWith("[es] "))).toBe(true);

  // Another visitor has a budget of their own, on either instance.
  const other = await translate(second, "198.51.100.24", texts("d", 1, 200));
  expect(other.limited).toBeUndefined();
  expect(other.translations[0]?.source).toBe("machine");
});
