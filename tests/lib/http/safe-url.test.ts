import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "@/lib/http/safe-url";

describe("safeHttpUrl", () => {
  it("keeps http and https URLs", () => {
    expect(safeHttpUrl("https://www.instagram.com/x")).toBe("https://www.instagram.com/x");
    expect(safeHttpUrl(" http://example.org ")).toBe("http://example.org/");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "//evil.example",
    "/relative",
    "ftp://example.org",
    "",
    "   ",
  ])("drops %j", (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it("drops anything that is not a string", () => {
    for (const value of [null, undefined, 42, {}, ["https://x.org"]]) expect(safeHttpUrl(value)).toBeNull();
  });
});
