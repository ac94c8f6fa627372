import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { ALERTS_SITE_ENV } from "./e2e/support/alerts";
import { HAZARD_SITE_ENV } from "./e2e/support/hazards";
import { E2E_DIST_DIR, PORTS } from "./e2e/support/ports";

/**
 * End-to-end tests in real Chromium (Debian's /usr/bin/chromium; Playwright cannot download
 * browsers here). Two builds are served:
 * - 3100: built with NEXT_PUBLIC_CMS_URL pointing at the CMS stub (e2e/support/cms-stub.mjs), and
 *   translating through the LibreTranslate stub (e2e/support/libretranslate-stub.mjs);
 * - 3101: the zero-configuration build, exactly as the README's run command serves it.
 * The 3100 build is also served on 3102 (moderation, importing from the sheet stub on 4030),
 * 3103 (no database) and 3104 (its own LibreTranslate stub on 4021, for the translation faults
 * in e2e/faults.spec.ts) and 3105 (hazards, reading the hazard feeds' stub on 4040).
 * `npm test` builds both before running this.
 */
const { cms: CMS_PORT, translate: TRANSLATE_PORT, site: SITE_PORT, zeroConfig: ZERO_CONFIG_PORT, moderation: MODERATION_PORT } = PORTS;
const { dbDown: DB_DOWN_PORT, translateFaults: TRANSLATE_FAULTS_PORT, translateFaultsStub: TRANSLATE_FAULTS_STUB_PORT, sheet: SHEET_PORT } = PORTS;
const { hazards: HAZARDS_PORT, hazardFeeds: HAZARD_FEEDS_PORT, alerts: ALERTS_PORT } = PORTS;
// Production servers run on the embedded database only when told to (lib/settings/data-backend.ts), as `npm run local` does.
// TRUSTED_PROXY_HOPS 1: the tests play the one proxy in front of the site, each test telling it
// which client it is (X-Forwarded-For, e2e/fixtures.ts), so tests never share a rate limit.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_BACKEND: "embedded", TRUSTED_PROXY_HOPS: "1" } as Record<string, string>;
/** A site's public address (SITE_URL): its own, as `npm run local` sets it; each listens on loopback only. */
const siteUrl = (port: number) => ({ SITE_URL: `http://127.0.0.1:${port}` });
/** Each server gets its own embedded database, created afresh from the migrations and seed. */
const freshDb = (dir: string) => `node -e "require('fs').rmSync('${dir}',{recursive:true,force:true})" && `;

/**
 * How long a server may take to start: up to ten production servers start at once on a 2-core
 * machine, and on a busy one the slowest took over a minute (an upper bound only: a server that is
 * up sooner is used sooner).
 */
const SERVER_START_MS = 180_000;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A test's whole budget, not a speed goal (those are benchmarks). The longest tests (six form
  // submissions, three pages with axe) took 29–35 s on a busy 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: "retain-on-failure",
    // The service worker would sit between tests and the server (and bypass page.route); only
    // e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    {
      name: "phone",
      testIgnore: [/zero-config/, /servers\//],
      // Tests tagged for one layout run only in that project (no skipped tests).
      grepInvert: /@desktop/,
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}`, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      testIgnore: [/zero-config/, /servers\//],
      grepInvert: /@phone/,
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}`, viewport: { width: 1280, height: 800 } },
    },
    {
      // Tests that start their own servers (e2e/servers/): production configuration, two instances on one database.
      name: "servers",
      testMatch: /servers\//,
    },
    {
      name: "zero-config",
      testMatch: /zero-config/,
      use: { baseURL: `http://127.0.0.1:${ZERO_CONFIG_PORT}`, viewport: { width: 390, height: 844 }, isMobile: true },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/cms-stub.mjs`,
      url: `http://127.0.0.1:${CMS_PORT}/api/footer`,
      env: { ...env, CMS_STUB_PORT: String(CMS_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `node e2e/support/libretranslate-stub.mjs`,
      url: `http://127.0.0.1:${TRANSLATE_PORT}/languages`,
      env: { ...env, LIBRETRANSLATE_STUB_PORT: String(TRANSLATE_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `${freshDb(".data/e2e-site")}npx next start -H 127.0.0.1 -p ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/` /* opens the database before the tests start */,
      env: {
        ...env,
        ...siteUrl(SITE_PORT),
        NEXT_DIST_DIR: E2E_DIST_DIR,
        PGLITE_DATA_DIR: ".data/e2e-site",
        LIBRETRANSLATE_URL: `http://127.0.0.1:${TRANSLATE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // The daily import's source for the moderation site: a published sheet's CSV export.
      command: `node e2e/support/sheet-stub.mjs`,
      url: `http://127.0.0.1:${SHEET_PORT}/sheet.csv`,
      env: { ...env, SHEET_STUB_PORT: String(SHEET_PORT) },
      reuseExistingServer: false,
    },
    {
      // The moderation flow publishes a place: its own database, so counts checked on 3100 never change.
      // Two named reviewers, made as an operator makes the first admin (docs/reviewers.md), and
      // lists longer than a page to page through (e2e/support/moderation-seed.ts).
      command:
        `${freshDb(".data/e2e-moderation")}` +
        `npm run -s reviewer -- add --email ana@example.org --name 'Ana Ruiz' --role admin && ` +
        `npm run -s reviewer -- add --email ben@example.org --name 'Ben Okafor' --role reviewer && ` +
        `npx tsx --conditions react-server e2e/support/seed-moderation.ts && ` +
        `npx next start -H 127.0.0.1 -p ${MODERATION_PORT}`,
      url: `http://127.0.0.1:${MODERATION_PORT}/`,
      env: {
        ...env,
        ...siteUrl(MODERATION_PORT),
        NEXT_DIST_DIR: E2E_DIST_DIR,
        PGLITE_DATA_DIR: ".data/e2e-moderation",
        REVIEWER_PASSWORD: "e2e reviewer password",
        // The daily import, from the sheet stub (e2e/moderation.spec.ts).
        IMPORT_URL: `http://127.0.0.1:${SHEET_PORT}/sheet.csv`,
        IMPORT_SECRET: "e2e-import-secret-123",
      },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // Database unavailable (e2e/faults.spec.ts): the data folder lies under a regular file, so the
      // embedded database can never be created or opened. /contact needs no data.
      command: `npx next start -H 127.0.0.1 -p ${DB_DOWN_PORT}`,
      url: `http://127.0.0.1:${DB_DOWN_PORT}/contact`,
      env: { ...env, ...siteUrl(DB_DOWN_PORT), NEXT_DIST_DIR: E2E_DIST_DIR, PGLITE_DATA_DIR: "package.json/no-database-here" },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // Translation faults (e2e/faults.spec.ts) get their own stub and site, so switching the stub
      // to down / slow / garbage never disturbs the tests that use 3100's stub. A short timeout
      // keeps the "slow" case quick: the stub's slow answer comes long after it.
      command: `node e2e/support/libretranslate-stub.mjs`,
      url: `http://127.0.0.1:${TRANSLATE_FAULTS_STUB_PORT}/languages`,
      env: { ...env, LIBRETRANSLATE_STUB_PORT: String(TRANSLATE_FAULTS_STUB_PORT) },
      reuseExistingServer: false,
    },
    {
      // Named by port: runs with another E2E_PORT_OFFSET (same config, same tree) get their own folder.
      command: `${freshDb(`.data/e2e-translate-faults-${TRANSLATE_FAULTS_PORT}`)}npx next start -H 127.0.0.1 -p ${TRANSLATE_FAULTS_PORT}`,
      url: `http://127.0.0.1:${TRANSLATE_FAULTS_PORT}/`,
      env: {
        ...env,
        ...siteUrl(TRANSLATE_FAULTS_PORT),
        NEXT_DIST_DIR: E2E_DIST_DIR,
        PGLITE_DATA_DIR: `.data/e2e-translate-faults-${TRANSLATE_FAULTS_PORT}`,
        LIBRETRANSLATE_URL: `http://127.0.0.1:${TRANSLATE_FAULTS_STUB_PORT}`,
        LIBRETRANSLATE_TIMEOUT_MS: "1500",
      },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // CAL FIRE's incidents and two ArcGIS layers (perimeters, evacuation zones), paged as ArcGIS
      // Online pages them: what the hazards site reads at each refresh (e2e/hazards.spec.ts).
      command: `node e2e/support/hazard-feed-stub.mjs`,
      url: `http://127.0.0.1:${HAZARD_FEEDS_PORT}/health`,
      env: { ...env, HAZARD_FEED_STUB_PORT: String(HAZARD_FEEDS_PORT) },
      reuseExistingServer: false,
    },
    {
      // The hazard layers flag places inside evacuation zones: their own database, so nothing the
      // specs on 3100 check ever changes. The layers are stored only when a spec calls the refresh
      // (e2e/support/hazards.ts refreshHazardLayers), as the scheduler would.
      command: `${freshDb(`.data/e2e-hazards-${HAZARDS_PORT}`)}npx next start -H 127.0.0.1 -p ${HAZARDS_PORT}`,
      url: `http://127.0.0.1:${HAZARDS_PORT}/`,
      env: {
        ...env,
        ...siteUrl(HAZARDS_PORT),
        NEXT_DIST_DIR: E2E_DIST_DIR,
        PGLITE_DATA_DIR: `.data/e2e-hazards-${HAZARDS_PORT}`,
        ...HAZARD_SITE_ENV,
      },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      // The alerts site's own hazard feeds: the same stub, whose order e2e/alerts.spec.ts lifts and issues again.
      command: `node e2e/support/hazard-feed-stub.mjs`,
      url: `http://127.0.0.1:${PORTS.alertFeeds}/health`,
      env: { ...env, HAZARD_FEED_STUB_PORT: String(PORTS.alertFeeds) },
      reuseExistingServer: false,
    },
    {
      // The alerts' third parties: a push service (RFC 8030), an SMTP server with its mailbox, Twilio's Messages API.
      command: `npx tsx e2e/support/alert-stand-ins.ts`,
      url: `http://127.0.0.1:${PORTS.mailbox}/`,
      env: { ...env, PUSH_STUB_PORT: String(PORTS.pushService), SMTP_STUB_PORT: String(PORTS.smtp), MAILBOX_PORT: String(PORTS.mailbox), TWILIO_STUB_PORT: String(PORTS.twilio) },
      reuseExistingServer: false,
    },
    {
      // Area alerts on (e2e/alerts.spec.ts): its own database and followers, the hazard feeds' stub.
      command: `${freshDb(`.data/e2e-alerts-${ALERTS_PORT}`)}npx next start -H 127.0.0.1 -p ${ALERTS_PORT}`,
      url: `http://127.0.0.1:${ALERTS_PORT}/`,
      env: { ...env, NEXT_DIST_DIR: E2E_DIST_DIR, PGLITE_DATA_DIR: `.data/e2e-alerts-${ALERTS_PORT}`, ...ALERTS_SITE_ENV },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
    {
      command: `${freshDb(".data/e2e-zero-config")}npx next start -H 127.0.0.1 -p ${ZERO_CONFIG_PORT}`,
      url: `http://127.0.0.1:${ZERO_CONFIG_PORT}/`,
      env: { ...env, ...siteUrl(ZERO_CONFIG_PORT), PGLITE_DATA_DIR: ".data/e2e-zero-config" },
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
    },
  ],
});
