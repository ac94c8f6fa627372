import "server-only";
import type { Messages } from "@lingui/core";
import { compiledMessages } from "./catalog";
import manifest from "./client-messages.json";
import type { Language } from "./languages";

/**
 * The interface messages the browser gets: only those its client components can show, found at
 * compile time by following each public page's imports to its client components and running
 * Lingui's extractor over them (scripts/i18n/client-graph.ts → client-messages.json). The whole
 * catalog (~550 messages, ~40 KB in a right-to-left language) is never sent: most messages are
 * rendered by server components, whose text is already in the HTML.
 * tests/i18n/client-messages.test.ts fails when a client component can show a message its page
 * is not given.
 */
const pages: Record<string, string[]> = manifest.pages;

/** What every public page's client components can show (the layout's, and its error and not-found screens'). */
export function layoutClientMessages(language: Language): Messages {
  return compiledMessages(language, manifest.layout);
}

/** What one page's client components can show beyond the layout's ("/", "/donate", "/alerts/confirm"). */
export function pageClientMessages(language: Language, route: string): Messages {
  const ids = pages[route];
  if (!ids) throw new Error(`No client messages for ${route}: run npm run i18n:compile`);
  return compiledMessages(language, ids);
}
