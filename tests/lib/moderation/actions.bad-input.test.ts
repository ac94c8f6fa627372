// @vitest-environment node
import fc from "fast-check";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionState } from "@/lib/moderation/actions";
import { sqlStores } from "@/lib/data/sql";
import type { LimitStore, PlaceStore, ReviewerStore, SubmissionStore } from "@/lib/data/stores";
import { collaborationSchema, suggestionSchema } from "@/lib/forms/schemas";
import { hashPassword } from "@/lib/reviewers/password";
import { newSessionToken, tokenHash } from "@/lib/reviewers/session-token";
import { SIGN_IN_LIMITS } from "@/lib/reviewers/sign-in-limits";
import { expectReadableMessage, NASTY_STRINGS, nastyString, RUNS } from "@/tests/support/bad-input";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

// Work scheduled after the response (translating imported places) runs at once here.
vi.mock("next/server", async (original) => (await import("@/tests/support/next-after")).withAfter(await original<object>()));

/**
 * The moderation actions are public endpoints, whoever shows the buttons. Whatever they are sent
 * (any arguments, any form fields, any cookie), they answer an ActionState with a readable error
 * and change nothing; only a signed-in reviewer with a valid request gets the success redirect.
 */

const EMAIL = "ana@example.org";
const PASSWORD = "bad-input reviewer password";
/** The signed-in reviewer's session token (made in beforeAll). */
let TOKEN = "";

/** The request the actions see: the moderator cookie and, per call, a new client address. */
const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, device: undefined as string | undefined, clients: 0, cookieWrites: [] as unknown[] }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = name === "reviewer_session" ? request.cookie : name === "reviewer_device" ? request.device : undefined;
      return value === undefined ? undefined : { name, value };
    },
    set: (...args: unknown[]) => request.cookieWrites.push(args),
  }),
  headers: async () => {
    request.clients += 1;
    return new Headers({ "x-forwarded-for": `10.9.${(request.clients >> 8) & 255}.${request.clients & 255}` });
  },
}));

/** redirect() ends an action in Next by throwing; here it throws this, so a success is visible. */
class Redirected extends Error {}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
  RedirectType: { push: "push", replace: "replace" },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

let db: TestDatabase;
let store: SubmissionStore;
let limits: LimitStore;
let places: PlaceStore;
let reviewers: ReviewerStore;
vi.mock("@/lib/data", () => ({ submissionStore: async () => store, limitStore: async () => limits, placeStore: async () => places, reviewerStore: async () => reviewers }));

type Actions = typeof import("@/lib/moderation/actions");
let actions: Actions;
/** A pending suggestion without a point (approving it needs latitude and longitude). */
let pendingId: string;
/** An unhandled collaboration request. */
let requestId: string;

beforeAll(async () => {
  db = await openPglite();
  const stores = sqlStores(db.client);
  store = stores.submissions();
  limits = stores.limits();
  places = stores.places();
  reviewers = stores.reviewers();
  const ana = await reviewers.addReviewer({ email: EMAIL, name: "Ana Ruiz", role: "reviewer", passwordHash: await hashPassword(PASSWORD) });
  TOKEN = newSessionToken();
  await reviewers.startSession(ana.id, tokenHash(TOKEN), new Date(Date.now() + 3_600_000));
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
  actions = await import("@/lib/moderation/actions");
  const suggestion = suggestionSchema.parse({ kind: "resource", category: "essentials", name: "Sample pantry", address: "Lake Ave", source: "Test" });
  await store.addSuggestion(suggestion, randomUUID());
  const [row] = await db.client.query<{ id: string }>("select id from public.place_suggestions where status = 'pending' limit 1");
  pendingId = row!.id;
  const request = collaborationSchema.parse({ name: "Sample organizer", email: "org@example.org", kind: "volunteers", message: "We can help on Saturday.", consent: true });
  requestId = (await store.addCollaboration(request, randomUUID())).id;
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  vi.unstubAllEnvs();
  await db?.close();
});
beforeEach(() => {
  request.cookie = TOKEN;
  request.device = undefined;
  request.cookieWrites.length = 0;
});

/** What the moderation queues hold: any change shows here. */
async function snapshot() {
  return db.client.query(
    `select (select count(*)::int from public.places) as places,
            (select count(*)::int from public.place_suggestions where status = 'pending') as pending,
            (select count(*)::int from public.place_reports where resolved_at is null) as open_reports,
            (select count(*)::int from public.collaboration_requests where handled_at is null) as unhandled_requests`,
  );
}

function form(fields: Record<string, string | Blob | (string | Blob)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
}

/** An answer the page shows: an ActionState with a readable error, never a redirect or a throw. */
async function expectError(run: () => Promise<ActionState>): Promise<ActionState> {
  let state: ActionState | undefined;
  try {
    state = await run();
  } catch (error) {
    expect.fail(`the action threw (${error instanceof Redirected ? `redirect to ${error.message}` : String(error)})`);
  }
  expectReadableMessage(state?.error);
  return state!;
}

const ITEM_ACTIONS = ["approveSuggestion", "rejectSuggestion", "resolveReport", "setCollaborationHandled"] as const;
const ALL_ACTIONS = ["signIn", ...ITEM_ACTIONS] as const;

/** Whatever React's action protocol can decode as an argument, and more. */
const anyArgument = fc.anything({ maxDepth: 2, withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true });

describe("moderation actions called with arguments that are not a form", () => {
  it.each(ALL_ACTIONS)("%s answers 'could not be read' and changes nothing", async (name) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(anyArgument, anyArgument, async (previous, formData) => {
        const state = await expectError(() => actions[name](previous as ActionState, formData as FormData));
        expect(state.error).toBe("This form could not be read. Reload the page and try again.");
      }),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
    expect(request.cookieWrites).toEqual([]);
  }, 60_000);
});

// Every attempt runs the password hash on purpose (~0.2–0.5 s, decoy included); a test of the
// limits makes a dozen, which a busy 2-core machine stretches past the default 5 s.
describe("signIn with wrong credentials", { timeout: 60_000 }, () => {
  const WRONG = "That email and password do not match an account.";

  it("answers 'do not match' to any address that is no account, and never signs in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.emailAddress(), nastyString()), fc.oneof(nastyString(), fc.string({ maxLength: 300 })), async (email, password) => {
        fc.pre(email.trim().toLowerCase() !== EMAIL);
        const state = await expectError(() => actions.signIn({ error: null }, form({ email, password })));
        expect(state.error).toBe(WRONG);
      }),
      { numRuns: 25 },
    );
    expect(request.cookieWrites).toEqual([]);
  }, 60_000);

  it.each<[string, FormData]>([
    ["no fields", form({})],
    ["an empty password", form({ email: EMAIL, password: "" })],
    ["a wrong password", form({ email: EMAIL, password: `${PASSWORD}!` })],
    ["the password as a file", form({ email: EMAIL, password: new Blob([PASSWORD]) })],
    ["the password with a space", form({ email: EMAIL, password: ` ${PASSWORD}` })],
    ["the password in another field", form({ email: EMAIL, token: PASSWORD })],
    ["the session token instead of the password", form({ email: EMAIL, password: TOKEN || "x" })],
  ])("answers 'do not match' to %s", async (_, data) => {
    const state = await expectError(() => actions.signIn({ error: null }, data));
    expect(state.error).toBe(WRONG);
    expect(request.cookieWrites).toEqual([]);
  });

  it("signs in with the right email (any case) and password: a new session, in an httpOnly cookie", async () => {
    await expect(actions.signIn({ error: null }, form({ email: " ANA@Example.org ", password: PASSWORD }))).rejects.toThrow(Redirected);
    const [name, value, options] = request.cookieWrites[0] as [string, string, { httpOnly: boolean; sameSite: string }];
    expect(name).toBe("reviewer_session");
    expect(value).not.toBe(TOKEN);
    expect(options).toMatchObject({ httpOnly: true, sameSite: "strict" });
    expect((await reviewers.sessionReviewer(tokenHash(value)))?.email).toBe(EMAIL);
    // And a device cookie, which lets this browser sign in while others guess (lib/reviewers/sign-in-limits.ts).
    const [deviceName, device, deviceOptions] = request.cookieWrites[1] as [string, string, { httpOnly: boolean; sameSite: string; path: string; maxAge: number }];
    expect(deviceName).toBe("reviewer_device");
    expect(device).toMatch(/^[\w-]{24}\.[\w-]{43}$/);
    expect(deviceOptions).toMatchObject({ httpOnly: true, sameSite: "strict", path: "/moderate" });
    expect(deviceOptions.maxAge).toBeGreaterThan(30 * 24 * 3600);
  });

  it("slows guessing down: one client gets 'too many attempts' after its tries on any accounts", async () => {
    const sameClient = vi.spyOn(Headers.prototype, "get").mockImplementation((name) => (name === "x-forwarded-for" ? "10.99.99.99" : null));
    const { maxHits } = SIGN_IN_LIMITS.byClient;
    const answers: (string | null)[] = [];
    for (let i = 0; i <= maxHits; i++) answers.push((await actions.signIn({ error: null }, form({ email: `guess-${i}@example.org`, password: "guess" }))).error);
    sameClient.mockRestore();
    expect(answers.slice(0, maxHits).every((a) => a === WRONG)).toBe(true);
    expect(answers[maxHits]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it("slows one client guessing one account, without locking the account's holder out", async () => {
    const attacker = vi.spyOn(Headers.prototype, "get").mockImplementation((name) => (name === "x-forwarded-for" ? "10.66.66.66" : null));
    const { maxHits } = SIGN_IN_LIMITS.byAccountAndClient;
    const answers: (string | null)[] = [];
    for (let i = 0; i <= maxHits; i++) answers.push((await actions.signIn({ error: null }, form({ email: EMAIL, password: `guess-${i}` }))).error);
    attacker.mockRestore();
    expect(answers.slice(0, maxHits).every((a) => a === WRONG)).toBe(true);
    expect(answers[maxHits]).toMatch(/^Too many attempts\./);
    // The holder, from their own address, with no device cookie yet: signed in.
    await expect(actions.signIn({ error: null }, form({ email: EMAIL, password: PASSWORD }))).rejects.toThrow(Redirected);
  });

  it("10 wrong passwords for the account from 10 addresses: its holder still signs in", async () => {
    for (let i = 0; i < 10; i++) expect((await actions.signIn({ error: null }, form({ email: EMAIL, password: `spray-${i}` }))).error).toBe(WRONG);
    await expect(actions.signIn({ error: null }, form({ email: EMAIL, password: PASSWORD }))).rejects.toThrow(Redirected);
  });
});

describe.each(ITEM_ACTIONS)("%s with bad input", (name) => {
  it("answers 'session has ended' to any cookie but the right one, and changes nothing", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.option(fc.oneof(nastyString(), fc.string({ unit: fc.constantFrom(..."ABCabc012-_"), minLength: 43, maxLength: 43 })), { nil: undefined }), async (cookie) => {
        fc.pre(cookie !== TOKEN);
        request.cookie = cookie;
        const state = await expectError(() => actions[name]({ error: null }, form({ id: pendingId })));
        expect(state.error).toBe("Your session has ended. Reload the page and sign in again.");
      }),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it("answers 'could not be found' to any id that is not a UUID, and changes nothing", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyString(), fc.string({ maxLength: 50 }), fc.constantFrom(...NASTY_STRINGS.map(([, s]) => s))), async (id) => {
        fc.pre(!/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id));
        const state = await expectError(() => actions[name]({ error: null }, form({ id })));
        expect(state.error).toBe("This item could not be found. Reload the page.");
      }),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it.each<[string, FormData]>([
    ["no id", form({})],
    ["the id as a file", form({ id: new Blob(["00000000-0000-4000-8000-000000000001"]) })],
    ["an SQL fragment after a UUID", form({ id: `${randomUUID()}' or '1'='1` })],
    ["a UUID with spaces", form({ id: ` ${randomUUID()} ` })],
  ])("answers 'could not be found' to %s", async (_, data) => {
    const before = await snapshot();
    const state = await expectError(() => actions[name]({ error: null }, data));
    expect(state.error).toBe("This item could not be found. Reload the page.");
    expect(await snapshot()).toEqual(before);
  });
});

describe("approveSuggestion with a bad point", () => {
  const approve = (fields: Record<string, string | Blob>) => actions.approveSuggestion({ error: null }, form({ id: pendingId, ...fields }));

  it("answers field messages for any latitude and longitude that are not a point near Los Angeles, keeping what was typed", async () => {
    const before = await snapshot();
    const coordinate = fc.oneof(nastyString(), fc.constantFrom("", " ", "1e309", "NaN", "Infinity", "0x22", "34,16", "34.16.1", "-118", "91", "-181"), fc.double().map(String));
    await fc.assert(
      fc.asyncProperty(coordinate, coordinate, async (latitude, longitude) => {
        const lat = Number(latitude);
        const lng = Number(longitude);
        fc.pre(!(latitude.trim() !== "" && lat >= 32 && lat <= 36 && longitude.trim() !== "" && lng >= -121 && lng <= -114));
        const state = await expectError(() => approve({ latitude, longitude }));
        const fields = state.fields ?? {};
        expect(Object.keys(fields).length).toBeGreaterThan(0);
        for (const message of Object.values(fields)) expectReadableMessage(message);
        // FormData holds well-formed strings (a lone surrogate becomes U+FFFD); the action echoes 40 characters.
        expect(state.values).toEqual({ latitude: latitude.toWellFormed().slice(0, 40), longitude: longitude.toWellFormed().slice(0, 40) });
      }),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it.each<[string, Record<string, string | Blob>, string]>([
    ["no point for a suggestion without one", {}, "This suggestion has no point on the map: enter its latitude and longitude."],
    ["only a latitude", { latitude: "34.1" }, "Enter the longitude."],
    ["coordinates as files", { latitude: new Blob(["34.1"]), longitude: new Blob(["-118.1"]) }, "Enter the latitude. Enter the longitude."],
    ["a point far away", { latitude: "-33.9", longitude: "151.2" }, "The latitude must be between 32 and 36 (Los Angeles area). The longitude must be between -121 and -114 (Los Angeles area)."],
  ])("answers %s", async (_, fields, error) => {
    const before = await snapshot();
    expect((await expectError(() => approve(fields))).error).toBe(error);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 'already reviewed' to a well-formed id that is not a pending suggestion", async () => {
    const before = await snapshot();
    const state = await expectError(() => actions.approveSuggestion({ error: null }, form({ id: randomUUID(), latitude: "34.1", longitude: "-118.1" })));
    expect(state.error).toBe("This suggestion was already reviewed or no longer exists. Reload the page.");
    expect(await snapshot()).toEqual(before);
  });

  it("still approves a good request (the tests above can tell success from refusal)", async () => {
    await expect(approve({ latitude: "34.16", longitude: "-118.13" })).rejects.toThrow(Redirected);
    const [row] = await db.client.query<{ status: string }>("select status from public.place_suggestions where id = $1", [pendingId]);
    expect(row?.status).toBe("approved");
  });
});

describe("setCollaborationHandled", () => {
  const mark = (fields: Record<string, string | Blob>) => actions.setCollaborationHandled({ error: null }, form({ id: requestId, ...fields }));
  const handledBy = async () => (await store.collaborationQueue({ page: 1, size: 200 })).rows.find((r) => r.id === requestId)?.handledBy;

  it("answers 'could not be read' to anything but handled=true or false, and changes nothing", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyString(), fc.string({ maxLength: 20 }), fc.constantFrom("", "TRUE", "1", "yes", " true", "false ", "null")), async (handled) => {
        fc.pre(handled !== "true" && handled !== "false");
        const state = await expectError(() => mark({ handled }));
        expect(state.error).toBe("This form could not be read. Reload the page and try again.");
      }),
      RUNS,
    );
    for (const fields of [{}, { handled: new Blob(["true"]) }] as Record<string, string | Blob>[]) {
      expect((await expectError(() => mark(fields))).error).toBe("This form could not be read. Reload the page and try again.");
    }
    expect(await snapshot()).toEqual(before);
    expect(await handledBy()).toBeNull();
  }, 60_000);

  it("answers 'could not be found' to a well-formed id that is no request (a suggestion's too)", async () => {
    const before = await snapshot();
    for (const id of [randomUUID(), pendingId]) {
      const state = await expectError(() => actions.setCollaborationHandled({ error: null }, form({ id, handled: "true" })));
      expect(state.error).toBe("This item could not be found. Reload the page.");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("marks the request handled by the signed-in reviewer, then not handled, redirecting with what was done", async () => {
    await expect(mark({ handled: "true" })).rejects.toThrow("/moderate?done=handled");
    expect(await handledBy()).toBe("Ana Ruiz");
    await expect(mark({ handled: "false" })).rejects.toThrow("/moderate?done=unhandled");
    expect(await handledBy()).toBeNull();
  });

  it("brings the reviewer back to the pages they were on, taking only the lists' page numbers from the form", async () => {
    const redirectOf = async (pages: string) => {
      const thrown = await mark({ handled: "true", pages }).catch((error: unknown) => error);
      await mark({ handled: "false" }).catch(() => {});
      expect(thrown).toBeInstanceOf(Redirected);
      return (thrown as Redirected).message;
    };
    // At the list acted on: named for the page's script (`at`) and as the anchor (without JavaScript).
    const AT = "at=collaborations";
    const ANCHOR = "#collaborations-title";
    expect(await redirectOf("collaborations=2")).toBe(`/moderate?done=handled&${AT}&collaborations=2${ANCHOR}`);
    // Another address, other parameters (another `at` too), a page that is no number, and page 1 are all left out.
    expect(await redirectOf("suggestions=3&done=approved&at=reviewers&next=https%3A%2F%2Fevil.example&stale=abc&reports=1&collaborations=2&changes=4%23x")).toBe(
      `/moderate?done=handled&${AT}&suggestions=3&collaborations=2${ANCHOR}`,
    );
    expect(await redirectOf("https://evil.example/moderate?collaborations=2")).toBe(`/moderate?done=handled&${AT}${ANCHOR}`);
    expect(await redirectOf("")).toBe(`/moderate?done=handled&${AT}${ANCHOR}`);
  });
});
