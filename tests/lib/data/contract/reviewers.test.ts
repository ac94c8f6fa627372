// @vitest-environment node
import { createHash, randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import { DuplicateReviewerError, NotFoundError, type ReviewerStore } from "@/lib/data/stores";
import { describeEachBackend } from "@/tests/support/backends";

const HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U";
const newToken = () => createHash("sha256").update(randomBytes(16)).digest("hex");
const inAnHour = () => new Date(Date.now() + 3_600_000);
let n = 0;
const email = () => `Reviewer.${++n}.${Date.now()}@Example.org`;

describeEachBackend("ReviewerStore contract", (backend) => {
  let store: ReviewerStore;
  let db: MigratableDb;
  beforeAll(() => {
    const b = backend();
    store = b.reviewers;
    db = b.admin;
  });

  it("adds an account with its email lowercased, refuses the same address twice, and never lists the hash", async () => {
    const address = email();
    const added = await store.addReviewer({ email: address, name: "Ana Reviewer", role: "admin", passwordHash: HASH });
    expect(added).toMatchObject({ email: address.toLowerCase(), name: "Ana Reviewer", role: "admin", disabled: false });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(store.addReviewer({ email: address.toUpperCase(), name: "Twin", role: "reviewer", passwordHash: HASH })).rejects.toBeInstanceOf(DuplicateReviewerError);
    expect(await store.credentials(`  ${address.toUpperCase()} `)).toMatchObject({ id: added.id, passwordHash: HASH });
    expect(await store.credentials("nobody@example.org")).toBeNull();
    const listed = (await store.listReviewers({ page: 1, size: 200 })).rows.find((r) => r.id === added.id);
    expect(listed).toEqual(added);
    expect(listed).not.toHaveProperty("passwordHash");
  });

  it("a session names its reviewer until it ends, expires, or the account is disabled", async () => {
    const reviewer = await store.addReviewer({ email: email(), name: "Ben", role: "reviewer", passwordHash: HASH });
    const [a, b, old] = [newToken(), newToken(), newToken()];
    await store.startSession(reviewer.id, a, inAnHour());
    await store.startSession(reviewer.id, b, inAnHour());
    await store.startSession(reviewer.id, old, new Date(Date.now() - 1000));
    expect((await store.sessionReviewer(a))?.id).toBe(reviewer.id);
    expect(await store.sessionReviewer(old)).toBeNull();
    expect(await store.sessionReviewer(newToken())).toBeNull();

    await store.endSession(a);
    expect(await store.sessionReviewer(a)).toBeNull();
    expect((await store.sessionReviewer(b))?.id).toBe(reviewer.id);

    // Disabled: every session is over at once, and stays over when the account is enabled again.
    await store.setDisabled(reviewer.id, true);
    expect(await store.sessionReviewer(b)).toBeNull();
    expect((await store.credentials(reviewer.email))?.disabled).toBe(true);
    await store.setDisabled(reviewer.id, false);
    expect(await store.sessionReviewer(b)).toBeNull();
    expect((await store.credentials(reviewer.email))?.disabled).toBe(false);
  });

  it("signs an account out everywhere, and when its password changes", async () => {
    const reviewer = await store.addReviewer({ email: email(), name: "Chen", role: "reviewer", passwordHash: HASH });
    const other = await store.addReviewer({ email: email(), name: "Dana", role: "reviewer", passwordHash: HASH });
    const [a, b, c] = [newToken(), newToken(), newToken()];
    await store.startSession(reviewer.id, a, inAnHour());
    await store.startSession(other.id, c, inAnHour());
    await store.endAllSessions(reviewer.id);
    expect(await store.sessionReviewer(a)).toBeNull();
    expect((await store.sessionReviewer(c))?.id).toBe(other.id);

    await store.startSession(reviewer.id, b, inAnHour());
    const newHash = HASH.replace("a2V5", "bmV3");
    await store.setPassword(reviewer.id, newHash);
    expect(await store.sessionReviewer(b)).toBeNull();
    expect((await store.credentials(reviewer.email))?.passwordHash).toBe(newHash);
  });

  it("answers an unknown or malformed id with NotFoundError, and drops expired sessions as new ones start", async () => {
    for (const id of ["00000000-0000-4000-8000-00000000ffff", "not-an-id"]) {
      await expect(store.setDisabled(id, true)).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.setPassword(id, HASH)).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.endAllSessions(id)).resolves.toBeUndefined();
    }
    const reviewer = await store.addReviewer({ email: email(), name: "Eve", role: "reviewer", passwordHash: HASH });
    const old = newToken();
    await store.startSession(reviewer.id, old, new Date(Date.now() - 1000));
    await store.startSession(reviewer.id, newToken(), inAnHour());
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from public.reviewer_sessions where token_hash = $1", [old]);
    expect(row?.n).toBe(0);
  });
});
