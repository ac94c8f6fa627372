// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddress, UNKNOWN_CLIENT } from "@/lib/forms/client-key";
import { collaborationSchema, fieldErrors, reportSchema, suggestionSchema } from "@/lib/forms/schemas";
import { BATCH, batchOf, bestOf, HOSTILE, LINEAR_BUDGET_MS, pumped, type HostileName } from "@/tests/support/adversarial";

/**
 * The forms' schemas (server actions, and the browser) in linear time: BATCH hostile values of
 * 2,000 characters in every text field within LINEAR_BUDGET_MS (best of 3 runs, see
 * tests/support/adversarial.ts). "before": the same through the code before the fix
 * (`npm run bench:linear` at commit 5760357; docs/benchmarks.md, "Linear-time checks").
 */

const TOO_LONG = "This is too long.";
const WEB_ADDRESS = "Enter a web address starting with https://";

const suggestion = (value: string) => ({
  kind: "resource",
  category: "essentials",
  name: value,
  address: value,
  hours: value,
  phone: value,
  website: value,
  description: value,
  source: value,
  contactEmail: value,
});

describe("the suggestion form", () => {
  // Before: the web address check's host part backtracked over every dot ("http://a.a.a… x").
  it.each<[HostileName, number, string[]]>([
    ["http://a.a.a… x", 99, [TOO_LONG, WEB_ADDRESS]],
    ["http:// + dots", 1, [TOO_LONG]],
    ["a.a.a.…", 1, [TOO_LONG, WEB_ADDRESS]],
  ])(`${BATCH} × "%s" in every field (before: %i ms)`, (shape, _, websiteMessages) => {
    const values = batchOf(HOSTILE[shape]);
    expect(bestOf(3, () => values.forEach((value) => suggestionSchema.safeParse(suggestion(value))))).toBeLessThan(LINEAR_BUDGET_MS);
    const result = suggestionSchema.safeParse(suggestion(values[0]!));
    expect(result.success).toBe(false);
    expect(result.error!.issues.filter((i) => i.path[0] === "website").map((i) => i.message)).toEqual(websiteMessages);
  });

  const VALID = { kind: "resource", category: "essentials", name: "Pantry", address: "1 Main St, Altadena", source: "County list" };
  const websiteError = (website: string) => {
    const result = suggestionSchema.safeParse({ ...VALID, website });
    return result.success ? undefined : fieldErrors(result.error).website;
  };

  it("one web address of 100,000 characters, as a 1 MB server action body allows (before: 4,900 ms)", () => {
    const website = pumped("a.", { prefix: "http://", suffix: " x", length: 100_000 });
    expect(bestOf(3, () => suggestionSchema.safeParse({ ...VALID, website }))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(websiteError(website)).toBe(TOO_LONG);
  });

  it("still takes what it took: http(s)://, a host with a dot after its first character, no spaces", () => {
    for (const website of ["https://example.org", "HTTP://a.b/c?d#e", "https://www.example.org/path.with.dots", "https://a.b."]) {
      expect(websiteError(website), website).toBeUndefined();
    }
    for (const website of ["https://example", "https://.org", "https://a.", "https://a b.org", "https://a/b.c", "https:///a.b", "ftp://a.b"]) {
      expect(websiteError(website), website).toBe(WEB_ADDRESS);
    }
  });
});

describe("the collaboration and report forms (linear before too)", () => {
  it.each<HostileName>(["的的的…@", "a@a@a@…", "a.a.a.…", "http://a.a.a… x"])(`${BATCH} × "%s" in every field`, (shape) => {
    const values = batchOf(HOSTILE[shape]);
    const collaboration = (value: string) => ({ name: value, organization: value, email: value, phone: value, kind: "other", message: value, consent: true });
    const report = (value: string) => ({ placeId: value, reason: "closed", note: value });
    expect(bestOf(3, () => values.forEach((value) => collaborationSchema.safeParse(collaboration(value))))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(bestOf(3, () => values.forEach((value) => reportSchema.safeParse(report(value))))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(fieldErrors(collaborationSchema.safeParse(collaboration(values[0]!)).error!)).toMatchObject({ name: TOO_LONG, email: TOO_LONG });
    expect(fieldErrors(reportSchema.safeParse(report(values[0]!)).error!)).toMatchObject({ placeId: "This place could not be found.", note: TOO_LONG });
  });
});

describe("the client's address for the rate limit (clientAddress, linear before too)", () => {
  it.each<HostileName>(["help, help, …", "a, + tabs + @", "1111…x", "的的的…@"])(`${BATCH} X-Forwarded-For headers "%s"`, (shape) => {
    const headers = batchOf(HOSTILE[shape]).map((value) => ({ get: () => value }));
    expect(bestOf(3, () => headers.forEach((h) => clientAddress(h, 1)))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(clientAddress(headers[0]!, 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress({ get: () => `${HOSTILE[shape]}, 198.51.100.7` }, 1)).toBe("198.51.100.7");
  });
});
