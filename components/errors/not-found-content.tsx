import { localizeHref, type Language } from "@/lib/i18n/languages";
import type { Translator } from "@/lib/i18n/translator";
import { NAV_ITEMS } from "@/lib/nav/items";

/**
 * The 404 page's content: what happened, the pages that can help right now, and 911. Plain links
 * (no client code), so it also serves the full-document 404 (app/global-not-found.tsx).
 */
export function NotFoundContent({ language, i18n }: { language: Language; i18n: Translator }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{i18n._("We could not find that page")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-neutral-700">{i18n._("The link may be old or mistyped. These pages can help you right now:")}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <a
              href={localizeHref(language, item.href)}
              className="block rounded-lg border border-neutral-200 px-4 py-3 font-semibold text-brand-dark hover:border-brand hover:bg-brand-wash"
            >
              {i18n._(item.label)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-lg bg-danger-wash p-4 font-medium text-danger">{i18n._("In immediate danger? Call 911.")}</p>
    </div>
  );
}
