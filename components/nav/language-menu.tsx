"use client";

import { HTML_LANG, LANGUAGES } from "@/lib/i18n/languages";
import { chooseLanguage } from "@/lib/i18n/language-preference";
import { useLanguage, useI18n } from "@/components/i18n/language-context";
import { Dropdown } from "./dropdown";

/** Language names are written in their own language and marked so they are never translated. */
export function LanguageMenu({ align = "right" }: { align?: "left" | "right" }) {
  const i18n = useI18n();
  // The page's language (its address says which).
  const current = useLanguage();
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? "English";

  return (
    <Dropdown
      align={align}
      ariaLabel={i18n._("Language: {name}", { name: currentName })}
      label={
        <>
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8M12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4M4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16m3-8h-3a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8.1 8M12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20m2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4m.3 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6m1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
            />
          </svg>
          <span translate="no" className="notranslate whitespace-nowrap">
            {currentName}
          </span>
        </>
      }
    >
      {() => (
        <ul>
          {LANGUAGES.map((l) => (
            <li key={l.code}>
              <button
                type="button"
                lang={HTML_LANG[l.code]}
                translate="no"
                data-language={l.code}
                aria-current={l.code === current ? "true" : undefined}
                onClick={() => chooseLanguage(l.code)}
                className="notranslate block w-full px-4 py-2.5 text-start text-white hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none aria-[current]:text-brand-light"
              >
                {l.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
