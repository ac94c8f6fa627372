// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dataEnv, RETIRED_DATA_VARIABLES } from "@/lib/settings/data-backend";
import { PUBLIC_VARIABLES } from "@/lib/settings/public-schema";
import { RETIRED_SETTINGS } from "@/lib/settings/retired";
import { SERVER_VARIABLES } from "@/lib/settings/server-schema";

/**
 * .env.example is what an operator copies: it must name exactly the settings the site reads. A
 * variable documented there that nothing reads (MODERATOR_TOKEN was: "Unset: /moderate answers
 * 404", long after /moderate became the reviewers' sign-in) is a setting an operator believes in.
 */
const documented = [...readFileSync(".env.example", "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
const retired = new Set<string>([...Object.keys(RETIRED_SETTINGS), ...RETIRED_DATA_VARIABLES]);
/** Every setting the schemas read: the server's, the public (browser) ones and the database's. */
const known = [...new Set([...SERVER_VARIABLES, ...PUBLIC_VARIABLES, ...Object.keys(dataEnv({}))])].filter((name) => !retired.has(name));

describe(".env.example", () => {
  it("documents only settings the site reads", () => {
    expect(documented.filter((name) => !known.includes(name))).toEqual([]);
  });

  it("documents every setting the site reads", () => {
    expect(known.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names each once, and no retired one", () => {
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
    expect(documented.filter((name) => retired.has(name))).toEqual([]);
  });
});
