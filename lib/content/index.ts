import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { contentOf } from "./build";
import type { SiteContent } from "./types";

/**
 * A page's built-in copy in its language (lib/content/build.ts), built once per process and
 * language. Server only: a page passes client components only what they show.
 */
const built = new Map<Language, SiteContent>();

export function siteContent(language: Language): SiteContent {
  let content = built.get(language);
  if (!content) {
    content = contentOf(language);
    built.set(language, content);
  }
  return content;
}
