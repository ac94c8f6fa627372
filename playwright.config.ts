import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests in real Chromium (Debian's /usr/bin/chromium; Playwright cannot download
 * browsers here). Two builds are served:
 * - 3100: built with NEXT_PUBLIC_CMS_URL pointing at the CMS stub (e2e/support/cms-stub.mjs), and
 *   translating through the LibreTranslate stub (e2e/support/libretranslate-stub.mjs);
 * - 3101: the zero-configuration build, exactly as the README's run command serves it.
 * `npm test` builds both before running this.
 */
const CMS_PORT = 4010;
const TRANSLATE_PORT = 4020;
const SITE_PORT = 3100;
const ZERO_CONFIG_PORT = 3101;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } as Record<string, string>;
/** Each server gets its own embedded database, created afresh from the migrations and seed. */
const freshDb = (dir: string) => `node -e "require('fs').rmSync('${dir}',{recursive:true,force:true})" && `;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: /zero-config/,
      // Tests tagged for one layout run only in that project (no skipped tests).
      grepInvert: /@desktop/,
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}`, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      testIgnore: /zero-config/,
      grepInvert: /@phone/,
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}`, viewport: { width: 1280, height: 800 } },
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
        NEXT_DIST_DIR: ".next-e2e",
        PGLITE_DATA_DIR: ".data/e2e-site",
        LIBRETRANSLATE_URL: `http://127.0.0.1:${TRANSLATE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The moderation flow publishes a place: its own database, so counts checked on 3100 never change.
      command: `${freshDb(".data/e2e-moderation")}npx next start -H 127.0.0.1 -p 3102`,
      url: `http://127.0.0.1:3102/`,
      env: { ...env, NEXT_DIST_DIR: ".next-e2e", PGLITE_DATA_DIR: ".data/e2e-moderation", MODERATOR_TOKEN: "e2e-moderator-token-123" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${freshDb(".data/e2e-zero-config")}npx next start -H 127.0.0.1 -p ${ZERO_CONFIG_PORT}`,
      url: `http://127.0.0.1:${ZERO_CONFIG_PORT}/`,
      env: { ...env, PGLITE_DATA_DIR: ".data/e2e-zero-config" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
