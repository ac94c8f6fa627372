"use client";

import { Link } from "@/components/i18n/link";
import { NAV_ITEMS } from "@/lib/nav/items";
import { useI18n } from "@/components/i18n/language-context";
import { MapLink } from "./map-link";

const linkClass =
  "block rounded px-3 py-3 text-lg font-medium text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-light";

/** The phone menu: the same items as the desktop bar, with the guide's sections listed under it. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const i18n = useI18n();
  return (
    <nav id={id} aria-label={i18n._("Mobile")} className="border-t border-neutral-800 bg-ink px-4 pb-4 md:hidden">
      <ul className="divide-y divide-neutral-800">
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            {item.kind === "map" ? (
              <MapLink href={item.href} className={linkClass} onNavigate={onNavigate}>
                {i18n._(item.label)}
              </MapLink>
            ) : (
              <Link href={item.href} className={linkClass} onClick={onNavigate}>
                {i18n._(item.label)}
              </Link>
            )}
            {item.children && (
              <ul className="pb-2 ps-4">
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href} onClick={onNavigate} className={`${linkClass} py-2 text-base text-neutral-300`}>
                      {i18n._(child.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
