// @vitest-environment node
import { describe, expect, it } from "vitest";
import { nameComparer } from "@/lib/i18n/browser-locale-data";
import { factsOf } from "@/tests/support/locales";

describe("locale data the server and the browser share", () => {
  it("sorts Armenian names before Latin ones, alphabetically, without Node's Armenian collation", () => {
    const names = ["Altadena", "Պասադենա", "Culver City", "Արևմտյան Լոս Անջելես", "Բըրբենք", "Գլենդել"];
    // Node has hy data (the server): the order must not come from it, or the browser's differs.
    expect(Intl.Collator.supportedLocalesOf(["hy-AM"])).toHaveLength(1);
    expect([...names].sort(nameComparer(factsOf("hy").locale))).toEqual(["Արևմտյան Լոս Անջելես", "Բըրբենք", "Գլենդել", "Պասադենա", "Altadena", "Culver City"]);
  });

  it("sorts with the language's own collation where browsers have it", () => {
    expect(["Zamora", "Ávila", "Bilbao"].sort(nameComparer(factsOf("es").locale))).toEqual(["Ávila", "Bilbao", "Zamora"]);
  });
});
