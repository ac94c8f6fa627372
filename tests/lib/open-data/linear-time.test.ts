// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toHsdsService } from "@/lib/open-data/hsds";
import { HSDS_PARAMETERS, parseOpenDataQuery } from "@/lib/open-data/query";
import { BATCH, batchOf, bestOf, HOSTILE, LINEAR_BUDGET_MS, type HostileName } from "@/tests/support/adversarial";
import { makePlace } from "@/tests/support/places";

/**
 * The open-data endpoints in linear time on what visitors put in: a suggested place's address
 * (after review) is split for the HSDS export, and the query string is the visitor's own. BATCH
 * hostile texts of 2,000 characters within LINEAR_BUDGET_MS (best of 3 runs, see
 * tests/support/adversarial.ts); "before": `npm run bench:linear` at commit 5760357
 * (docs/benchmarks.md, "Linear-time checks").
 */

const addressOf = (address: string) => toHsdsService(makePlace({ address })).service_at_locations[0]!.location.addresses[0]!;

describe("the HSDS export's address split", () => {
  it.each<[HostileName, number]>([
    ["a, + tabs + @", 145],
    ["help, help, …", 1],
  ])(`${BATCH} addresses "%s" (before: %i ms)`, (shape) => {
    const places = batchOf(HOSTILE[shape]).map((address) => makePlace({ address }));
    expect(bestOf(3, () => places.forEach((place) => toHsdsService(place)))).toBeLessThan(LINEAR_BUDGET_MS);
    // Not "street, city, ST 12345": kept whole.
    expect(addressOf(HOSTILE[shape])).toMatchObject({ address_1: HOSTILE[shape].trim(), city: "", state_province: "", postal_code: "" });
  });

  it("still splits what it split", () => {
    expect(addressOf("2245 Lake Ave, Suite 3, Altadena,\tCA  91001-1234")).toMatchObject({
      address_1: "2245 Lake Ave, Suite 3",
      city: "Altadena",
      state_province: "CA",
      postal_code: "91001-1234",
    });
    expect(addressOf("1 Main St,Pasadena,CA 91101")).toMatchObject({ address_1: "1 Main St", city: "Pasadena" });
  });
});

describe("the query parameters (linear before too; 13 ms before kind= stopped at the first unknown kind)", () => {
  it.each<HostileName>(["help, help, …", "a a a …", "1111…x"])(`${BATCH} × "%s" in every parameter`, (shape) => {
    const queries = batchOf(HOSTILE[shape]).map((value) => new URLSearchParams({ kind: value, page: value, per_page: value, full: value }));
    expect(bestOf(3, () => queries.forEach((query) => parseOpenDataQuery(query, HSDS_PARAMETERS)))).toBeLessThan(LINEAR_BUDGET_MS);
    expect(parseOpenDataQuery(queries[0]!, HSDS_PARAMETERS).ok).toBe(false);
  });
});
