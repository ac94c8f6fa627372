// @vitest-environment node
import { readFileSync } from "node:fs";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/lib/i18n/catalog";
import { hasLetters } from "@/lib/i18n/normalize";
import { TARGET_LANGUAGES } from "@/lib/i18n/types";
import { sourceStrings } from "../../support/source-strings";

const en = CATALOGS.en;
const ids = Object.keys(en);

/**
 * The arguments a message uses, sorted; a select is marked (its cases carry meaning). A plural
 * counts as its plain argument: Chinese and Korean have no plural forms, so English's
 * "{count, plural, …}" is simply "{count}" there.
 */
function args(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") found.add(`${token.arg}`);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        found.add(token.type === "select" ? `${token.arg}:select` : `${token.arg}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The literal text of a message, without its ICU syntax. */
function literal(message: string): string {
  const out: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "content") out.push(token.value);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return out.join(" ");
}

describe("the interface message catalogs", () => {
  const used = sourceStrings().filter((s) => hasLetters(s.text));

  it("find the strings the code uses (the scan itself works)", () => {
    expect(used.length).toBeGreaterThan(200);
    expect(used.some((s) => s.text === "Open FAQ chat")).toBe(true);
  });

  it("have every message the code asks for", () => {
    const missing = used.filter((s) => !(s.text in en)).map((s) => `"${s.text}" (${s.file})`);
    expect(missing).toEqual([]);
  });

  it("have no message the code does not use (a stale translation nobody can see)", () => {
    const asked = new Set(used.map((s) => s.text));
    expect(ids.filter((id) => !asked.has(id))).toEqual([]);
  });

  it("define each id once, in every language (no second definition silently winning)", () => {
    for (const lang of ["en", ...TARGET_LANGUAGES] as const) {
      const source = readFileSync(`lib/i18n/messages/${lang}.ts`, "utf8");
      const keys = [...source.matchAll(/^ {2}("(?:[^"\\]|\\.)*"): /gm)].map((m) => JSON.parse(m[1]!) as string);
      expect(keys.length, lang).toBe(ids.length);
      expect(new Set(keys).size, `${lang}: an id defined twice`).toBe(keys.length);
      expect(Object.keys(CATALOGS[lang]).sort(), lang).toEqual([...ids].sort());
    }
  });

  it("are valid ICU MessageFormat, with the same arguments (and plurals) as English", () => {
    const problems = ids.flatMap((id) =>
      TARGET_LANGUAGES.flatMap((lang) => {
        const message = CATALOGS[lang][id as keyof typeof en];
        try {
          return args(message).join() === args(en[id as keyof typeof en]).join() ? [] : [`${lang} "${id}": ${args(message)} ≠ ${args(en[id as keyof typeof en])}`];
        } catch (error) {
          return [`${lang} "${id}" does not parse: ${(error as Error).message}`];
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it("keep every phone number and digit run", () => {
    const problems = ids.flatMap((id) =>
      TARGET_LANGUAGES.flatMap((lang) =>
        (literal(en[id as keyof typeof en]).match(/\d[\d-]*\d|\d/g) ?? [])
          .filter((n) => !literal(CATALOGS[lang][id as keyof typeof en]).includes(n))
          .map((n) => `${lang} lost "${n}" in "${id}"`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("are written in the right script (names like AirNow or CAL FIRE may stay as they are)", () => {
    const words = ids.filter((id) => /[a-z]{3}/i.test(literal(en[id as keyof typeof en])));
    const share = (test: (id: string) => boolean) => words.filter(test).length / words.length;
    expect(share((id) => /\p{Script=Han}/u.test(CATALOGS.zh[id as keyof typeof en]))).toBeGreaterThan(0.93);
    expect(share((id) => /\p{Script=Hangul}/u.test(CATALOGS.ko[id as keyof typeof en]))).toBeGreaterThan(0.93);
    expect(share((id) => CATALOGS.es[id as keyof typeof en] !== en[id as keyof typeof en])).toBeGreaterThan(0.93);
  });
});
