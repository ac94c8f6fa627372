import { describe, expect, it } from "vitest";
import { OPEN_DATA } from "@/lib/open-data/config";
import { FILE_PARAMETERS, HSDS_PARAMETERS, parseOpenDataQuery } from "@/lib/open-data/query";
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
    for (const size of ["1", "10", "20", "49", "51", "99", "250", "499", "501", "1000", "050", "50.0", "+50", " 50", "1e2"]) {
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
});
