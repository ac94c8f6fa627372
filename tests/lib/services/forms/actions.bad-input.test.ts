// @vitest-environment node
import fc from "fast-check";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sqlStores } from "@/lib/data/sql";
import type { LimitStore, SubmissionStore } from "@/lib/data/stores";
import { submitCollaboration, submitReport, submitSuggestion } from "@/lib/services/forms/actions";
import { MESSAGES } from "@/lib/services/forms/submit";
import { curatedEntries } from "@/lib/i18n/curated";
import { expectReadableMessage, NASTY_STRINGS, nastyString, RUNS } from "@/tests/support/bad-input";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/**
 * The three public form actions are public endpoints: anyone can call them with any value React
 * can carry. Whatever arrives, they answer a FormResult (never throw), every message is one the
 * visitor can read in their language (a curated English key), and nothing invalid is stored.
 */

/** What PostgreSQL text can hold: no NUL, no half of a surrogate pair. */
const storable = (text: string) => !text.includes("\u0000") && text.isWellFormed();

/** Each call is its own client, so the per-client rate limit never hides what the action answers. */
// Set before the actions load lib/env/server.ts (which reads it once): the test plays one proxy.
vi.hoisted(() => vi.stubEnv("TRUSTED_PROXY_HOPS", "1"));
let clientCounter = 0;
vi.mock("next/headers", () => ({
  headers: async () => {
    clientCounter += 1;
    return new Headers({ "x-forwarded-for": `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}` });
  },
}));

let db: TestDatabase;
let store: SubmissionStore;
let limits: LimitStore;
vi.mock("@/lib/data", () => ({ submissionStore: async () => store, limitStore: async () => limits }));
// Outside a request, what a submission does once its answer is sent (a report's cache expiry) runs at once.
vi.mock("next/server", () => ({ after: (task: () => unknown) => void task() }));

beforeAll(async () => {
  db = await openPglite();
  const stores = sqlStores(db.client);
  store = stores.submissions();
  limits = stores.limits();
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());
beforeEach(() => {
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
});

const TABLES = ["collaboration_requests", "place_suggestions", "place_reports"] as const;

async function stored(): Promise<number> {
  const counts = await Promise.all(
    TABLES.map(async (table) => (await db.client.query<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]?.n ?? 0),
  );
  return counts.reduce((a, b) => a + b, 0);
}

const ACTIONS = [
  ["collaboration", submitCollaboration],
  ["suggestion", submitSuggestion],
  ["report", submitReport],
] as const;

/** A message the visitor sees: readable, and translated (a curated key in es, zh and ko). */
function expectVisitorMessage(message: unknown) {
  expectReadableMessage(message);
  expect(Object.keys(curatedEntries)).toContain(message);
}

/** A refusal as the forms show it: the whole-form message, and field messages that are visitor messages. */
function expectRefusal(result: unknown, error: string) {
  expect(result).toMatchObject({ ok: false, error });
  const { fieldErrors, values } = result as { fieldErrors?: Record<string, unknown>; values?: unknown };
  expectVisitorMessage(error);
  if (error === MESSAGES.invalid) {
    expect(Object.keys(fieldErrors ?? {}).length).toBeGreaterThan(0);
    for (const message of Object.values(fieldErrors ?? {})) expectVisitorMessage(message);
  } else {
    expect(fieldErrors).toBeUndefined();
  }
  expect(values).toBeUndefined();
}

/** Anything React's server-action protocol can decode, and then some (null prototypes, boxed values). */
const anyValue = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withBoxedValues: true,
});

describe.each(ACTIONS)("%s action with bad input", (_, action) => {
  it("answers 'malformed' to anything that is not a submission envelope, and stores nothing", async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(anyValue, async (input) => {
        expectRefusal(await action(input), MESSAGES.malformed);
      }),
      RUNS,
    );
    expect(await stored()).toBe(before);
  }, 60_000);

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an array", [{ idempotencyKey: randomUUID(), honeypot: "", data: {} }]],
    ["a string", "idempotencyKey=1&data=x"],
    ["a number", 42],
    ["a key that is not a UUID", { idempotencyKey: "1' or '1'='1", honeypot: "", data: {} }],
    ["a numeric key", { idempotencyKey: 123, honeypot: "", data: {} }],
    ["a honeypot that is not text", { idempotencyKey: randomUUID(), honeypot: { value: "x" }, data: {} }],
    ["a huge honeypot", { idempotencyKey: randomUUID(), honeypot: "x".repeat(10_000), data: {} }],
    ["data that is an array", { idempotencyKey: randomUUID(), honeypot: "", data: [] }],
    ["data that is a string", { idempotencyKey: randomUUID(), honeypot: "", data: "name=Ana" }],
    ["data that is null", { idempotencyKey: randomUUID(), honeypot: "", data: null }],
    ["no data", { idempotencyKey: randomUUID(), honeypot: "" }],
  ])("answers 'malformed' to %s", async (_, input) => {
    const before = await stored();
    expectRefusal(await action(input), MESSAGES.malformed);
    expect(await stored()).toBe(before);
  });

  it("answers 'check the highlighted fields', with readable field messages, to any data in a valid envelope", async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }), async (data) => {
        expectRefusal(await action({ idempotencyKey: randomUUID(), honeypot: "", data }), MESSAGES.invalid);
      }),
      RUNS,
    );
    expect(await stored()).toBe(before);
  }, 60_000);
});

/** Every field of the three forms with its good value; the properties swap in bad ones. */
const GOOD = {
  collaboration: { name: "Ana Example", organization: "", email: "ana@example.org", phone: "", kind: "volunteers", message: "Twelve of us can help on Saturdays.", consent: "on" },
  suggestion: {
    kind: "resource",
    category: "essentials",
    name: "Water at the library",
    address: "",
    latitude: "34.18",
    longitude: "-118.13",
    hours: "",
    phone: "",
    website: "",
    source: "Saw the sign",
    contactEmail: "",
  },
  report: { placeId: "00000000-0000-4000-8000-000000000001", reason: "full", note: "" },
} as const;

/** A bad value of any kind for a field: nasty text, numbers as strings, wrong types. */
const badValue = fc.oneof(
  nastyString(),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "Infinity", "0x22", "true", "null", "undefined", "[]", "{}"),
  anyValue,
);

describe.each(ACTIONS)("%s action with a good form and bad fields", (form, action) => {
  it("never throws: either stores exactly one row, or refuses with field messages and stores nothing", async () => {
    const good = GOOD[form];
    const fields = Object.keys(good);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), badValue, { minKeys: 1, maxKeys: 3 }), async (bad) => {
        const before = await stored();
        const result = await action({ idempotencyKey: randomUUID(), honeypot: "", data: { ...good, ...bad } });
        if (result.ok) {
          expect(await stored()).toBe(before + 1);
        } else {
          expectRefusal(result, MESSAGES.invalid);
          expect(await stored()).toBe(before);
        }
      }),
      RUNS,
    );
  }, 120_000);

  it.each(NASTY_STRINGS)("treats %s in a text field as text, or refuses it with a field message", async (_, value) => {
    const good = GOOD[form];
    const textField = form === "report" ? "note" : "name";
    const before = await stored();
    const result = await action({ idempotencyKey: randomUUID(), honeypot: "", data: { ...good, [textField]: value } });
    if (!storable(value)) {
      // The database cannot hold it: refused on the field, not "try again later" after a failed save.
      expect(result).toEqual({ ok: false, error: MESSAGES.invalid, fieldErrors: { [textField]: "This contains a character that cannot be saved." } });
    } else if (result.ok) expect(await stored()).toBe(before + 1);
    else {
      expectRefusal(result, MESSAGES.invalid);
      expect(Object.keys(result.fieldErrors ?? {})).toEqual([textField]);
    }
    if (!result.ok) expect(await stored()).toBe(before);
  });
});

describe("form fields that are not text", () => {
  const submit = (data: Record<string, unknown>) => submitSuggestion({ idempotencyKey: randomUUID(), honeypot: "", data: { ...GOOD.suggestion, ...data } });

  it.each<[string, unknown]>([
    ["an object whose toString is not a function", { toString: 1 }],
    ["an object without a prototype", Object.create(null)],
    ["an array", ["34.18"]],
    ["a boolean", true],
    ["a date", new Date("2026-01-01")],
    ["a big integer", 34n],
  ])("answers a point given as %s with the point's field message", async (_, latitude) => {
    const before = await stored();
    const result = await submit({ latitude });
    expectRefusal(result, MESSAGES.invalid);
    expect((result as { fieldErrors?: Record<string, string> }).fieldErrors?.latitude).toBe("This point is outside Southern California.");
    expect(await stored()).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a website that is a number", { website: 42 }, "website"],
    ["a javascript: website", { website: "javascript:alert(1)" }, "website"],
    ["a contact e-mail that is not one", { contactEmail: "ana@" }, "contactEmail"],
    ["a contact e-mail that is a number", { contactEmail: 7 }, "contactEmail"],
    ["an unknown kind", { kind: "bunker" }, "kind"],
    ["a latitude as words", { latitude: "thirty-four" }, "latitude"],
    ["a latitude far away", { latitude: "-89" }, "latitude"],
  ])("answers %s with a readable message on that field", async (_, data, field) => {
    const result = await submit(data);
    expectRefusal(result, MESSAGES.invalid);
    expect(Object.keys((result as { fieldErrors?: object }).fieldErrors ?? {})).toContain(field);
  });
});
