// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sqlStores } from "@/lib/data/sql";
import type { Reviewer, ReviewerStore } from "@/lib/data/stores";
import { newSessionToken, tokenHash } from "@/lib/reviewers/session-token";
import { NASTY_STRINGS } from "@/tests/support/bad-input";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/** The admins' actions: only a signed-in admin changes accounts; anything else gets a message. */

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "reviewer_session" && request.cookie ? { name, value: request.cookie } : undefined), set: () => {} }),
}));
class Redirected extends Error {}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
  RedirectType: { replace: "replace" },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
let reviewers: ReviewerStore;
vi.mock("@/lib/data", () => ({ reviewerStore: async () => reviewers }));

let db: TestDatabase;
let actions: typeof import("@/lib/moderation/actions");
let admin: Reviewer;
let ben: Reviewer;
const tokens = { admin: "", ben: "" };
const HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U";

beforeAll(async () => {
  db = await openPglite();
  reviewers = sqlStores(db.client).reviewers();
  admin = await reviewers.addReviewer({ email: "ana@example.org", name: "Ana", role: "admin", passwordHash: HASH });
  ben = await reviewers.addReviewer({ email: "ben@example.org", name: "Ben", role: "reviewer", passwordHash: HASH });
  for (const [who, r] of [["admin", admin], ["ben", ben]] as const) {
    tokens[who] = newSessionToken();
    await reviewers.startSession(r.id, tokenHash(tokens[who]), new Date(Date.now() + 3_600_000));
  }
  actions = await import("@/lib/moderation/actions");
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());
beforeEach(() => {
  request.cookie = tokens.admin;
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const count = async () => (await reviewers.listReviewers({ page: 1, size: 1 })).total;

describe("reviewer account actions", () => {
  it("refuse anyone but a signed-in admin, and change nothing", async () => {
    const before = await count();
    for (const cookie of [undefined, tokens.ben, "A".repeat(43), ...NASTY_STRINGS.map(([, s]) => s)]) {
      request.cookie = cookie;
      expect((await actions.addReviewer({ error: null }, form({ email: "eve@example.org", name: "Eve", role: "admin", password: "a long password!" }))).error).toMatch(/Only an admin/);
      expect((await actions.setReviewerDisabled({ error: null }, form({ id: admin.id, disabled: "true" }))).error).toMatch(/Only an admin/);
    }
    expect(await count()).toBe(before);
    expect((await reviewers.sessionReviewer(tokenHash(tokens.admin)))?.id).toBe(admin.id);
  });

  it("answers bad input with a message and keeps what was typed (never the password)", async () => {
    const state = await actions.addReviewer({ error: null }, form({ email: "not-an-email", name: "", role: "boss", password: "short" }));
    expect(state.error).toMatch(/valid email address.*name.*role is reviewer or admin.*at least 12 characters/);
    expect(state.values).toEqual({ email: "not-an-email", name: "", role: "boss" });
    expect((await actions.addReviewer({ error: null }, form({ email: "BEN@example.org", name: "Ben again", role: "reviewer", password: "a long password!" }))).error).toBe(
      "There is already a reviewer with this email address.",
    );
    expect(await actions.addReviewer({ error: null }, "not a form" as unknown as FormData)).toEqual({ error: "This form could not be read. Reload the page and try again." });
    for (const id of ["", "x", "00000000-0000-4000-8000-00000000ffff", ...NASTY_STRINGS.map(([, s]) => s)]) {
      expect((await actions.setReviewerDisabled({ error: null }, form({ id, disabled: "true" }))).error).toMatch(/could not be found/);
    }
    expect((await actions.setReviewerDisabled({ error: null }, form({ id: admin.id, disabled: "true" }))).error).toBe("You cannot disable your own account: ask another admin.");
  });

  it("adds an account that can be listed, and disabling one ends its sessions at once", async () => {
    await expect(actions.addReviewer({ error: null }, form({ email: "Chen@Example.org", name: "Chen", role: "reviewer", password: "a long password!" }))).rejects.toThrow(Redirected);
    expect((await reviewers.credentials("chen@example.org"))?.name).toBe("Chen");
    await expect(actions.setReviewerDisabled({ error: null }, form({ id: ben.id, disabled: "true" }))).rejects.toThrow(Redirected);
    expect(await reviewers.sessionReviewer(tokenHash(tokens.ben))).toBeNull();
    await expect(actions.setReviewerDisabled({ error: null }, form({ id: ben.id, disabled: "false" }))).rejects.toThrow(Redirected);
    expect((await reviewers.credentials("ben@example.org"))?.disabled).toBe(false);
  });
});
