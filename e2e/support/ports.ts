/**
 * Every port the end-to-end suite uses, shifted by E2E_PORT_OFFSET so two runs can share a
 * machine. The CMS address is compiled into the e2e build (NEXT_PUBLIC_CMS_URL), so a run with an
 * offset needs its own build: E2E_DIST_DIR and `npm run build:e2e` with the same offset.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  cms: 4010 + offset,
  translate: 4020 + offset,
  site: 3100 + offset,
  zeroConfig: 3101 + offset,
  moderation: 3102 + offset,
  /** The e2e build with an embedded database that cannot open (e2e/faults.spec.ts). */
  dbDown: 3103 + offset,
  /** The e2e build translating through its own LibreTranslate stub, which faults.spec.ts breaks at will. */
  translateFaults: 3104 + offset,
  translateFaultsStub: 4021 + offset,
  /** The daily import's source for the moderation server (e2e/support/sheet-stub.mjs). */
  sheet: 4030 + offset,
  /** The e2e build on its own database, reading the hazard feeds from their stub (e2e/hazards.spec.ts). */
  hazards: 3105 + offset,
  /** CAL FIRE's incidents and two ArcGIS layers (perimeters, evacuation zones): e2e/support/hazard-feed-stub.mjs. */
  hazardFeeds: 4040 + offset,
  /** The e2e build with area alerts on (e2e/alerts.spec.ts), reading the same hazard feeds. */
  alerts: 3106 + offset,
  /** The alerts site's own hazard feeds (the same stub, whose order the alerts spec lifts and issues again). */
  alertFeeds: 4041 + offset,
  /** The alerts' third parties (e2e/support/alert-stand-ins.ts): a push service, SMTP, and its mailbox. */
  pushService: 4050 + offset,
  smtp: 4025 + offset,
  mailbox: 4026 + offset,
  /** Twilio's Messages API (the stand-in of tests/support/twilio.ts), for the alerts site's texts. */
  twilio: 4051 + offset,
} as const;

export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? ".next-e2e";
export const url = (port: number) => `http://127.0.0.1:${port}`;
