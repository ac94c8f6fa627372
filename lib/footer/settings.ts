// The footer's CMS links: where they are fetched, how long we wait, where they are kept.

export const FOOTER = {
  /** sessionStorage key: CMS links are fetched once per browser session. */
  storageKey: "footer-links",
  /** Give up on the CMS after this long; the footer then simply shows no CMS links. */
  fetchTimeoutMs: 4000,
  cmsPath: "/api/footer",
} as const;
