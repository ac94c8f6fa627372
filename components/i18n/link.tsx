"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { localizeHref, stripLanguage } from "@/lib/i18n/languages";
import { useLanguage } from "./language-context";

/**
 * next/link in the page's language: a site path ("/donate", "/#map", "/?place=…") gets the page
 * language's prefix (`/es/donate`); other addresses are left alone. Every internal link of the
 * site, server or client component, goes through it, so a visitor never falls out of their language.
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const language = useLanguage();
  return <NextLink href={typeof href === "string" ? localizeHref(language, href) : href} {...props} />;
}

/** The current page's path without its language prefix ("/es/donate" → "/donate"). */
export function usePagePath(): string {
  // null while a not-found page renders on the server.
  return stripLanguage(usePathname() ?? "/");
}
