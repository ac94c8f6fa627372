/**
 * The most characters each form field accepts: the schemas (./schemas.ts) reject more, and the
 * fields show them as `maxlength` and, on long texts, a counter. Zod-free, so a form's first
 * download does not carry the validator to show a limit.
 */
export const LIMITS = {
  collaboration: { name: 120, organization: 200, email: 254, phone: 40, message: 5000 },
  suggestion: { name: 200, address: 300, hours: 500, phone: 40, website: 500, description: 2000, source: 500, contactEmail: 254 },
  report: { note: 1000 },
} as const;
