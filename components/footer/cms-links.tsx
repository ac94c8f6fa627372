"use client";

import { useEffect, useState } from "react";
import { useI18n } from "@/components/i18n/language-context";
import type { FooterLink } from "@/lib/footer/links";

/**
 * Links managed in the CMS (Instagram, LinkedIn, Facebook). Loaded after the page is ready,
 * cached for the browser session; when the CMS fails, the list stays empty and says nothing.
 */
export function CmsLinks({ cmsUrl }: { cmsUrl: string }) {
  const i18n = useI18n();
  const [links, setLinks] = useState<FooterLink[]>([]);

  useEffect(() => {
    let cancelled = false;
    // The loader (and its checks of what the CMS sends) is fetched with the links, after the page
    // is ready: it is not in the page's first download. Offline, or if it fails: no links.
    import("@/lib/footer/links")
      .then(({ loadFooterLinks }) => loadFooterLinks({ storage: window.sessionStorage, cmsUrl }))
      .then(
        (loaded) => {
          if (!cancelled) setLinks(loaded);
        },
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [cmsUrl]);

  if (links.length === 0) return null;
  return (
    <ul aria-label={i18n._("Follow us")} data-testid="cms-links" className="flex flex-wrap gap-x-5 gap-y-2">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer" className="text-neutral-300 underline-offset-2 hover:text-brand-light hover:underline">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
