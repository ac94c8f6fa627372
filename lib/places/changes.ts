/** The history of a place: how a change was checked, what recorded it, and the change itself. */

export const CHECK_METHODS = ["phone", "visit", "official"] as const;
/**
 * What recorded a change: a check ("verify"), a new status, a reviewer's edit of any field, the
 * revert of an earlier change, an entry's creation (an approved suggestion, an import), an import.
 */
export const CHANGE_ACTIONS = ["verify", "status", "edit", "revert", "create", "import"] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];
export type CheckMethod = (typeof CHECK_METHODS)[number];
/** One recorded change to a place: who, when, what (before and after per field), how and why. */
export type PlaceChange = {
  id: string;
  placeId: string;
  placeName: string;
  reviewerName: string;
  action: ChangeAction;
  changes: Record<string, { before: unknown; after: unknown }>;
  method: CheckMethod | null;
  sourceUrl: string | null;
  note: string;
  createdAt: string;
  /** The change this one undid (a revert), and whether this one has been undone since. */
  reverts: string | null;
  reverted: boolean;
};
