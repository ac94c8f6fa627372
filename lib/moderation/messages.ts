/** What the reviewer screens' actions answer, in the reviewers' words (staff-facing, English only). */
export const MESSAGES = {
  malformed: "This form could not be read. Reload the page and try again.",
  signedOut: "Your session has ended. Reload the page and sign in again.",
  failed: "That did not work: the database could not be reached. Please try again in a moment.",
  /** An item of the queues (a suggestion, a report, a collaboration request). */
  unknownItem: "This item could not be found. Reload the page.",
  notPending: "This suggestion was already reviewed or no longer exists. Reload the page.",
  /** A place. */
  unknownEntry: "This entry could not be found. Reload the page.",
  unknownChange: "This change could not be found. Reload the page.",
  unknownAccount: "This account could not be found. Reload the page.",
  notAdmin: "Only an admin can manage reviewer accounts. Reload the page.",
} as const;
