// The forms' limits: their own module, loaded with the forms, not with every page.

export const FORMS = {
  /** Submissions per client per window, per form, counted in the database. */
  rateLimitMax: 5,
  rateLimitWindowSeconds: 10 * 60,
  /** The hidden field bots fill in and people never see. */
  honeypotField: "company_website",
} as const;
