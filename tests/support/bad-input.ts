import fc from "fast-check";
import { expect } from "vitest";

/** Runs per property: enough to find shape bugs, few enough that the suite stays quick. */
export const RUNS = { numRuns: 100 } as const;

/** Strings an attacker or a broken client sends, as [what, value]. */
export const NASTY_STRINGS: readonly (readonly [string, string])[] = [
  ["an SQL fragment", "'); drop table public.translations; --"],
  ["an SQL union", "x' union select * from pg_shadow --"],
  ["a script tag", "<script>alert(document.cookie)</script>"],
  ["an event handler", '<img src=x onerror="alert(1)">'],
  ["a javascript: URL", "javascript:alert(1)"],
  ["a data: URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["a NUL byte", "Shelter\u0000open"],
  ["only NUL bytes", "\u0000\u0000\u0000"],
  ["control characters", "Water\u0001\u0007\u001b[31m"],
  ["a lone high surrogate", "Food \ud800 bank"],
  ["a lone low surrogate", "\udc00 Blankets"],
  ["a right-to-left override", "Shelter \u202egnp.exe"],
  ["zero-width characters", "Sh\u200belter\u200d\ufeff"],
  ["combining marks (Zalgo)", `Z${"\u0301\u0302\u0303\u0304".repeat(100)}algo`],
  ["very long unicode (2000 UTF-16 units)", "避难所🔥".repeat(400)],
  ["a prototype key", "__proto__"],
  ["a template placeholder", "{minutes} ${process.env.SECRET} {{7*7}}"],
  ["a path traversal", "../../../../etc/passwd"],
  ["a format string", "%s%s%s%n"],
  ["a huge number as text", "1e309"],
];

/** Nasty strings that are not plain text (for fields with their own format: e-mail, URL, id…). */
export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...NASTY_STRINGS.map(([, value]) => value)),
    fc.string({ unit: "binary", maxLength: 80 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
  );

/** Never sent to a person: parser and runtime jargon, stack traces, stringified values. */
const NOT_FOR_PEOPLE = /ZodError|SyntaxError|TypeError|Unexpected token|\bat .+:\d+:\d+|\[object |\bundefined\b|\bNaN\b|expected \w+, received/;

/** A message a person can understand: a sentence of plain words, not a dump. */
export function expectReadableMessage(message: unknown): void {
  expect(message).toEqual(expect.any(String));
  const text = message as string;
  expect(text.length).toBeGreaterThanOrEqual(5);
  expect(text.length).toBeLessThanOrEqual(1000);
  expect(text).toMatch(/^[A-Za-z]/);
  expect(text).not.toMatch(NOT_FOR_PEOPLE);
}

/** A client error (4xx) with `{ error: "<readable message>" }`: never a 5xx or an empty answer. */
export function expectClientError(status: number, body: unknown): void {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body).toMatchObject({ error: expect.any(String) });
  expectReadableMessage((body as { error: unknown }).error);
}
