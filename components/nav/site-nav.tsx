"use client";

import { Link } from "@/components/i18n/link";
import { usePagePath } from "@/components/i18n/link";
import { useId, useState } from "react";
import { LAYOUT } from "@/lib/nav/settings";
import { NAV_ITEMS } from "@/lib/nav/items";
import { SITE } from "@/lib/site/identity";
import { useI18n } from "@/components/i18n/language-context";
import { Dropdown } from "./dropdown";
import { LanguageMenu } from "./language-menu";
import { MapLink } from "./map-link";
import { MobileMenu } from "./mobile-menu";
import { useNavSolid } from "./use-nav-solid";

const linkClass =
  "rounded px-3 py-2 font-medium hover:text-brand-light focus-visible:outline-2 focus-visible:outline-brand-light aria-[current=page]:text-brand-light";

/** `logo`: the site mark, drawn by the server (components/brand/logo.tsx): no code for it here. */
export function SiteNav({ logo }: { logo: React.ReactNode }) {
  const i18n = useI18n();
  const pathname = usePagePath();
  const solid = useNavSolid(pathname);
  // The menu remembers the route it was opened on, so any route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const menuId = useId();

  return (
    <header
      data-i18n="curated"
      data-solid={solid || menuOpen}
      style={{ minHeight: LAYOUT.navHeightPx }}
      className={`fixed inset-x-0 top-0 z-40 text-white transition-colors duration-300 ${solid || menuOpen ? "bg-ink shadow-md" : "bg-transparent"}`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3" style={{ height: LAYOUT.navHeightPx }}>
        <Link href="/" className="flex items-center gap-2 rounded font-bold focus-visible:outline-2 focus-visible:outline-brand-light" onClick={closeMenu}>
          {logo}
          <span translate="no">{SITE.name}</span>
        </Link>

        <nav aria-label={i18n._("Main")} className="hidden items-center md:flex">
          <ul className="flex items-center">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                {item.children ? (
                  <Dropdown label={i18n._(item.label)}>
                    {(close) => (
                      <ul>
                        <li>
                          <Link href={item.href} onClick={close} className="block px-4 py-2.5 text-white hover:bg-neutral-800">
                            {i18n._("{section}: overview", { section: i18n._(item.label) })}
                          </Link>
                        </li>
                        {item.children!.map((child) => (
                          <li key={child.href}>
                            <Link href={child.href} onClick={close} className="block px-4 py-2.5 text-white hover:bg-neutral-800">
                              {i18n._(child.label)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </Dropdown>
                ) : item.kind === "map" ? (
                  <MapLink href={item.href} className={linkClass}>
                    {i18n._(item.label)}
                  </MapLink>
                ) : (
                  <Link href={item.href} className={linkClass} aria-current={pathname === item.href ? "page" : undefined}>
                    {i18n._(item.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center">
          <LanguageMenu />
          <button
            type="button"
            className="ms-1 rounded p-2 focus-visible:outline-2 focus-visible:outline-brand-light md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <span className="sr-only">{menuOpen ? i18n._("Close menu") : i18n._("Open menu")}</span>
            <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu id={menuId} onNavigate={closeMenu} />}
    </header>
  );
}
