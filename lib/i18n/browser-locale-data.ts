/**
 * What a browser can do with a language's locale data, decided here rather than by asking Intl at
 * run time. Node ships full ICU; Chromium ships none for Armenian or Khmer (its
 * Intl.DateTimeFormat.supportedLocalesOf(["hy"]) is empty and Intl.Collator("hy") is the root
 * collation). Anything the server renders and the browser renders again must be computed the same
 * way on both, or hydration fails (React error #418) and the page is rebuilt in the browser. Dates
 * are written from each language's CLDR tables in facts.json (lib/places/clock.ts) for that reason.
 */
const WITHOUT_BROWSER_DATA: Readonly<Record<string, RegExp>> = {
  // Each language's own script: its CLDR collation puts that script before Latin.
  hy: /^\P{L}*\p{Script=Armenian}/u,
  km: /^\P{L}*\p{Script=Khmer}/u,
};

const languageOf = (locale: string) => new Intl.Locale(locale).language;

/**
 * Compares names as readers of `locale` sort them, the same on the server and in the browser. For a
 * language browsers have no data for: the language's own script first (as its CLDR tailoring
 * does: Armenian names before Latin ones), then the root collation, which orders Armenian and Khmer
 * letters alphabetically.
 */
export function nameComparer(locale: string): (a: string, b: string) => number {
  const ownScript = WITHOUT_BROWSER_DATA[languageOf(locale)];
  if (!ownScript) return new Intl.Collator(locale).compare;
  const root = new Intl.Collator("und");
  return (a, b) => Number(!ownScript.test(a)) - Number(!ownScript.test(b)) || root.compare(a, b);
}
