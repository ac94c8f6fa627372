import { describe, expect, it } from "vitest";
import { OPEN_DATA } from "@/lib/open-data/config";
import { canonicalSearch, FILE_PARAMETERS, HSDS_PARAMETERS, parseOpenDataQuery } from "@/lib/open-data/query";
import { NASTY_STRINGS } from "@/tests/support/bad-input";

const parse = (query: string, allowed = HSDS_PARAMETERS) => parseOpenDataQuery(new URLSearchParams(query), allowed);

describe("open-data query parameters", () => {
  it("takes page, per_page, full and kind, with HSDS's defaults", () => {
    expect(parse("")).toEqual({ ok: true, query: { kinds: undefined, page: 1, perPage: OPEN_DATA.defaultPerPage, full: true } });
    expect(parse("page=3&per_page=25&full=false&kind=shelter,resource,shelter")).toEqual({
      ok: true,
      query: { kinds: ["resource", "shelter"], page: 3, perPage: 25, full: false },
    });
  });

  it("takes each of the page sizes offered, and only those", () => {
    for (const size of OPEN_DATA.perPageChoices) {
      expect(parse(`per_page=${size}`)).toMatchObject({ ok: true, query: { perPage: size } });
    }
    // A size offered, spelt with leading zeros, is that size (redirected to its one spelling: canonicalSearch).
    expect(parse("per_page=0100")).toMatchObject({ ok: true, query: { perPage: 100 } });
    for (const size of ["1", "10", "20", "49", "51", "99", "250", "499", "501", "1000", "50.0", "+50", " 50", "1e2", "0x32"]) {
      expect(parse(new URLSearchParams({ per_page: size }).toString()), size).toEqual({ ok: false, error: "per_page must be one of 25, 50, 100, 500." });
    }
  });

  it.each([
    ["page=0", /page must be at least 1/],
    ["page=-1", /page must be a whole number/],
    ["page=1.5", /page must be a whole number/],
    ["page=abc", /page must be a whole number/],
    ["page=", /page must be a whole number/],
    ["page=99999999999999", /page must be a whole number/],
    ["per_page=501", /^per_page must be one of 25, 50, 100, 500\.$/],
    ["per_page=", /^per_page must be one of 25, 50, 100, 500\.$/],
    ["full=yes", /full must be true or false/],
    ["kind=hospital", /kind must be one or more of resource, shelter/],
    ["kind=", /kind must be one or more of/],
    ["page=1&page=2", /given twice/],
    ["search=water", /Unknown parameter "search"\. This address takes: kind, page, per_page, full\./],
  ])("refuses %s with a message that says what is accepted", (query, message) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it("lets the files take kind only", () => {
    expect(parse("kind=shelter", FILE_PARAMETERS).ok).toBe(true);
    expect(parse("page=2", FILE_PARAMETERS)).toEqual({ ok: false, error: 'Unknown parameter "page". This address takes: kind.' });
  });

  it("answers hostile values with a message, never a throw", () => {
    for (const [, value] of NASTY_STRINGS) {
      for (const name of ["page", "per_page", "full", "kind", value]) {
        const result = parse(new URLSearchParams([[name, value]]).toString());
        expect(result.ok).toBe(false);
      }
    }
  });

  it("spells each query one way: parameters in alphabetical order, each once, no default, no leading zero, kinds sorted", () => {
    const canonical = (query: string, allowed = HSDS_PARAMETERS) => {
      const result = parse(query, allowed);
      if (!result.ok) throw new Error(result.error);
      return canonicalSearch(result.query);
    };
    expect(canonical("")).toBe("");
    expect(canonical("page=1&per_page=50&full=true")).toBe("");
    expect(canonical("page=0001")).toBe("");
    expect(canonical("per_page=100&page=02&full=false&kind=shelter")).toBe("?full=false&kind=shelter&page=2&per_page=100");
    expect(canonical(`kind=${Array(2_000).fill("shelter").join(",")}`)).toBe("?kind=shelter");
    expect(canonical("kind=volunteer_opportunity, shelter,resource")).toBe("?kind=resource,shelter,volunteer_opportunity");
    // Every kind is no filter at all.
    expect(canonical("kind=volunteer_opportunity,shelter,resource,donation_need,shelter")).toBe("");
    expect(canonical("kind=resource,shelter", FILE_PARAMETERS)).toBe("?kind=resource,shelter");
    // The one spelling is its own: parsed again, it spells the same.
    for (const query of ["full=false&kind=resource&page=3&per_page=25", "page=2", "kind=donation_need,shelter"]) expect(canonical(query)).toBe(`?${query}`);
  });
});
