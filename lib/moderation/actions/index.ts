// Every reviewer action, one per file (each on ./../safe-action.ts). The pages import the file of
// the action they use; this index is for the tests, which call them all.
export { signIn } from "./sign-in";
export { signOut } from "./sign-out";
export { signOutEverywhere } from "./sign-out-everywhere";
export { approveSuggestion } from "./approve-suggestion";
export { rejectSuggestion } from "./reject-suggestion";
export { resolveReport } from "./resolve-report";
export { setCollaborationHandled } from "./set-collaboration-handled";
export { reviewPlace, type ReviewActionState } from "./review-place";
export { editPlace, type EditActionState } from "./edit-place";
export { revertChange, type RevertActionState } from "./revert-change";
export { addReviewer } from "./add-reviewer";
export { setReviewerDisabled } from "./set-reviewer-disabled";
export type { ActionState } from "./queue-item";
export type { ReviewerActionState } from "./reviewer-account";
