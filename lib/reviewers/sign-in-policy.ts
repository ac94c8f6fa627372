/** How many sign-in attempts each bucket allows (lib/reviewers/sign-in-limits.ts says why); free of server code, so tests can read it. */
export const SIGN_IN_LIMITS = {
  /** An address may mistype a few accounts' passwords (a shared office), never guess across many. */
  byClient: { maxHits: 20, windowSeconds: 10 * 60 },
  byAccountAndClient: { maxHits: 5, windowSeconds: 15 * 60 },
  /** Many addresses against one account: far more than its holder ever needs, far fewer than guessing needs. */
  byAccountUnrecognised: { maxHits: 100, windowSeconds: 60 * 60 },
  byDevice: { maxHits: 10, windowSeconds: 15 * 60 },
} as const;
