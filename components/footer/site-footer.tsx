import { Link } from "@/components/i18n/link";
import { LogoMark } from "@/components/brand/logo";
import { getI18n } from "@/lib/i18n/server";
import { NAV_ITEMS } from "@/lib/nav/items";
import { SITE } from "@/lib/site/identity";
import { SITE_CONTACT } from "@/lib/site/contact";
import { publicEnv } from "@/lib/env/public";
import { CmsLinks } from "./cms-links";

const socialClass =
  "flex h-10 w-10 items-center justify-center rounded-full border border-neutral-700 text-neutral-200 hover:border-brand-light hover:text-brand-light";

export async function SiteFooter() {
  const i18n = await getI18n();
  const year = new Date().getFullYear();
  return (
    <footer data-i18n="curated" className="bg-ink text-neutral-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <Link href="/" className="inline-flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-9 w-9" />
            <span translate="no">{SITE.name}</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">
            {i18n._("Relief information for people affected by the Los Angeles wildfires. In an emergency, call 911.")}
          </p>
        </div>

        <nav aria-label={i18n._("Footer")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-brand-light hover:underline">
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-4">
          <ul aria-label={i18n._("Social")} className="flex gap-3">
            <li>
              <a href={SITE_CONTACT.social.microblog.href} rel="noopener noreferrer" aria-label={SITE_CONTACT.social.microblog.label} className={socialClass}>
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <path fill="currentColor" d="M12 11c-1-2-3.8-5.7-6.4-7.5C3.2 1.8 2.3 2.1 1.7 2.4 1 2.7.9 3.8.9 4.4c0 .6.4 5.1.6 5.8.7 2.3 3.1 3.1 5.3 2.8-3.3.5-6.2 1.7-2.4 6 4.2 4.3 5.7-.9 6.5-3.6.8 2.7 1.7 7.7 6.4 3.6 3.6-3.6 1-5.4-2.3-5.9 2.2.3 4.7-.5 5.3-2.8.2-.7.6-5.2.6-5.8 0-.6-.1-1.7-.8-2-.6-.3-1.5-.6-3.9 1.1C14.7 5.3 12.9 9 12 11" />
                </svg>
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE_CONTACT.contactEmail}`} aria-label={i18n._("E-mail {address}", { address: SITE_CONTACT.contactEmail })} className={socialClass}>
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <path fill="currentColor" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1m9 7.2L4.4 7H4v.9l8 5.5 8-5.5V7h-.4z" />
                </svg>
              </a>
            </li>
            <li>
              <a href={SITE_CONTACT.social.photos.href} rel="noopener noreferrer" aria-label={SITE_CONTACT.social.photos.label} className={socialClass}>
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <circle cx="7" cy="12" r="4" fill="currentColor" />
                  <circle cx="17" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </a>
            </li>
          </ul>
          <CmsLinks cmsUrl={publicEnv.NEXT_PUBLIC_CMS_URL ?? ""} />
        </div>
      </div>
      <div className="border-t border-neutral-800">
        {/* The copyright line is a name, not a sentence: it stays apart from the translated one (no "." glued between them). */}
        <p className="mx-auto flex max-w-6xl flex-wrap gap-x-3 px-4 py-4 text-xs text-neutral-400">
          <span translate="no">
            © {year} {SITE.name}
          </span>
          <span>{i18n._("Information changes quickly: check with the place before you go.")}</span>
        </p>
      </div>
    </footer>
  );
}
