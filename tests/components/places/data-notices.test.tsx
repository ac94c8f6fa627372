import { render, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/lib/i18n/languages";
import { languagesReply } from "@/tests/support/libretranslate";

/** The page's language (React's per-request store does not exist outside a server render). */
const page = vi.hoisted(() => ({ language: "en" as Language }));
vi.mock("@/lib/i18n/server", async () => {
  const { i18nIn } = await import("@/lib/i18n/catalog");
  return { getLanguage: async () => page.language, getI18n: async () => i18nIn(page.language) };
});

/** What the translation service's GET /languages does: the test stubs' list (no hy, km), or fail. */
let listing: "stub" | "down" = "stub";
const posts: unknown[] = [];

beforeEach(() => {
  listing = "stub";
  posts.length = 0;
  vi.stubEnv("LIBRETRANSLATE_URL", "http://translate.test");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (listing === "down") throw new TypeError("fetch failed");
      const listed = languagesReply(input, init);
      if (listed) return listed;
      posts.push(init?.body);
      return Response.json({ error: "not expected" }, { status: 500 });
    }),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** DetailsInEnglish rendered in `language`, with the settings of this test (read afresh). */
async function renderIn(language: Language) {
  page.language = language;
  vi.resetModules();
  const { DetailsInEnglish } = await import("@/components/places/data-notices");
  const { container } = render(await DetailsInEnglish());
  return within(container).queryByTestId("details-in-english");
}

describe("DetailsInEnglish (shown when some places have no translation)", () => {
  it.each<Language>(["hy", "km"])("%s: says the details are in English, the service does not offer the language", async (language) => {
    const { i18nIn } = await import("@/lib/i18n/catalog");
    const notice = await renderIn(language);
    expect(notice).toHaveTextContent(i18nIn(language)._("Names and descriptions of places are shown in English."));
    expect(notice).toHaveAttribute("role", "note");
  });

  it.each<Language>(["es", "zh", "zh-Hant", "tl", "ar"])("%s: not shown, the service offers it (the browser translates what is missing)", async (language) => {
    expect(await renderIn(language)).toBeNull();
  });

  it("is shown in every other language when no service is configured, and never in English", async () => {
    vi.stubEnv("LIBRETRANSLATE_URL", "");
    expect(await renderIn("es")).toBeInTheDocument();
    expect(await renderIn("en")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is not shown when the service's list cannot be read: the language is still tried", async () => {
    listing = "down";
    expect(await renderIn("hy")).toBeNull();
  });

  it("asks the service only for its list of languages, never to translate", async () => {
    await renderIn("hy");
    await renderIn("es");
    expect(posts).toEqual([]);
  });
});
