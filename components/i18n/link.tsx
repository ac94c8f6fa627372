"use client";

import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { localizeHref, stripLanguage } from "@/lib/i18n/languages";
import { useLanguage } from "./language-context";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Accepted for the callers that said so; a plain link never prefetches. */
  prefetch?: false;
};

/**
 * A link in the page's language: a site path ("/donate", "/#map", "/?place=…") gets the page
 * language's prefix (`/es/donate`); other addresses are left alone. Every internal link of the
 * site, server or client component, goes through it, so a visitor never falls out of their language.
 *
 * A plain <a>, not next/link: every public page is a static, cached page, so a full load costs a
 * phone little, while next/link's router code (~3 KB gzip) was in every page's first download and
 * prefetched every linked page's payload in view (issue 41, docs/benchmarks.md).
 */
export function Link({ href, prefetch: _prefetch, ...props }: Props) {
  const language = useLanguage();
  return <a href={localizeHref(language, href)} {...props} />;
}

/** The current page's path without its language prefix ("/es/donate" → "/donate"). */
export function usePagePath(): string {
  // null while a not-found page renders on the server.
  return stripLanguage(usePathname() ?? "/");
}
