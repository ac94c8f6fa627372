// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkedUrl, cleanValue, escapeHtml, fitParts, fitValue, lengthOf, plain, shorten, writer } from "@/lib/alerts/message-format";
import type { Translator } from "@/lib/i18n/translator";

/** A translator over a few fixed sentences, so the pieces are tested apart from the catalogs. */
const fake = (sentences: Record<string, string>): Translator => ({
  _: (id, values = {}) => (sentences[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? "")),
});

describe("writer", () => {
  const i18n = fake({ "Zone: {zone}. See {link}": "Zone <b>{zone}</b> & more. See {link}" });

  it("escapes the sentence and what is filled in, and makes links of the links", () => {
    const piece = writer(i18n, "en", "ltr").say("Zone: {zone}. See {link}", { zone: `<img src=x onerror="y">` }, { link: "https://example.org/?a=1&b=2" });
    expect(piece.text).toBe(`Zone <b><img src=x onerror="y"></b> & more. See https://example.org/?a=1&b=2`);
    expect(piece.html).toBe(
      'Zone &lt;b&gt;<bdi>&lt;img src=x onerror=&quot;y&quot;&gt;</bdi>&lt;/b&gt; &amp; more. See <a href="https://example.org/?a=1&amp;b=2" style="color:#1d4ed8;text-decoration:underline;word-break:break-all">https://example.org/?a=1&amp;b=2</a>',
    );
  });

  it("isolates values and links in right-to-left text only", () => {
    const rtl = writer(i18n, "ar", "rtl").say("Zone: {zone}. See {link}", { zone: "E-015" }, { link: "https://example.org/" });
    expect(rtl.text).toContain("\u2068E-015\u2069");
    expect(rtl.text).toContain("\u2066https://example.org/\u2069");
    expect(writer(i18n, "en", "ltr").say("Zone: {zone}. See {link}", { zone: "E-015" }, { link: "https://example.org/" }).text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("joins sentences with a space, or none in Chinese and Japanese", () => {
    const pieces = [
      { text: "A.", html: "A." },
      { text: "B.", html: "B." },
    ];
    expect(writer(i18n, "en", "ltr").join(pieces).text).toBe("A. B.");
    expect(writer(i18n, "ja", "ltr").join(pieces).text).toBe("A.B.");
    expect(writer(i18n, "zh-Hant", "ltr").join(pieces).html).toBe("A.B.");
  });

  it("makes a link of a place's name without letting the name out of it", () => {
    expect(plain(`A "b" <c>`, "ltr", "https://example.org/p").html).toBe(
      '<bdi><a href="https://example.org/p" style="color:#1d4ed8;text-decoration:underline;word-break:break-all">A &quot;b&quot; &lt;c&gt;</a></bdi>',
    );
  });
});

describe("values", () => {
  it("lose line breaks, control and direction-override characters", () => {
    expect(cleanValue("Zone\r\n 7\u0007 \u202Eevil\u2066x\u2069 ")).toBe("Zone 7 evilx");
  });

  it("are escaped for HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("become links only when absolute http(s) addresses", () => {
    expect(checkedUrl("https://example.org/a")).toBe("https://example.org/a");
    for (const bad of ["javascript:alert(1)", "/relative", "mailto:a@example.org", "data:text/html,x", ""]) expect(() => checkedUrl(bad)).toThrow(TypeError);
  });
});

describe("lengths", () => {
  it("count what a reader sees as one character (a Khmer or Hindi syllable with its marks)", () => {
    expect(lengthOf("ក្ដ")).toBe(1);
    expect(lengthOf("नि")).toBe(1);
    expect(lengthOf("abc")).toBe(3);
    expect(shorten("abcdef", 4)).toBe("abc…");
    expect(shorten("abc", 4)).toBe("abc");
  });

  it("shorten the value in a line, never the words before it", () => {
    const render = (zone: string) => `Evacuation order: ${zone}`;
    expect(fitValue(render, "Zone 7", 50)).toEqual({ text: "Evacuation order: Zone 7", shortened: false });
    const long = fitValue(render, "Altadena and Pasadena foothills east of Lake Avenue", 30);
    expect(long).toEqual({ text: "Evacuation order: Altadena an…", shortened: true });
    expect(lengthOf(long.text)).toBeLessThanOrEqual(30);
    // Too little room left for the value: the whole line is cut, the level still first.
    expect(fitValue(render, "Altadena", 20)).toEqual({ text: "Evacuation order: A…", shortened: true });
  });

  it("keep the most important parts that fit, in their reading order", () => {
    const parts = ["aaaa", "bb", "cccccc", "d"];
    expect(fitParts(parts, 100, " ")).toBe("aaaa bb cccccc d");
    // By importance: d first, then bb, then aaaa; cccccc no longer fits.
    const rank = [2, 1, 3, 0];
    expect(fitParts(parts, 11, " ", (i) => rank[i]!)).toBe("aaaa bb d");
    expect(fitParts(["a very long first part"], 10, " ")).toBe("a very lo…");
  });
});
