import type { ContentPage } from "@/lib/content/types";
import { getI18n } from "@/lib/i18n/server";
import { SectionView } from "./content-blocks";
import { TextLink } from "./rich-text";

type Props = {
  page: ContentPage;
  /** What the visitor came for, before the general advice (e.g. the live needs on /donate). */
  first?: React.ReactNode;
  /** Extra content after the sections (e.g. the contact form). */
  children?: React.ReactNode;
};

/** The shared frame of the text pages (already in the page's language): title, lead, sections, then official sources. */
export async function ContentPageView({ page, first, children }: Props) {
  const i18n = await getI18n();
  const anchored = page.sections.filter((s) => s.id);
  return (
    <article data-i18n="curated" className="mx-auto max-w-3xl px-4 py-8 text-neutral-800 sm:py-12">
      <header className="mb-8 border-b border-neutral-200 pb-6">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-neutral-700">{page.lead}</p>
      </header>
      {first && <div className="mb-12">{first}</div>}
      {anchored.length > 1 && (
        <nav aria-label={i18n._("On this page")} className="mb-10 rounded-lg border border-neutral-200 p-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-neutral-600">{i18n._("On this page")}</p>
          <ul className="mt-2 space-y-1">
            {anchored.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="font-medium text-brand-dark underline underline-offset-2">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="space-y-10">
        {/* No Suspense around sections: React streams a finished boundary after the rest of the
            page once the page passes ~12.8 KB, so the sources below would paint first and jump. */}
        {page.sections.map((section, i) => (
          <SectionView key={section.id ?? i} section={section} />
        ))}
        {children}
      </div>
      {page.sources && page.sources.length > 0 && (
        <aside aria-labelledby="sources-title" className="mt-12 rounded-lg bg-neutral-100 p-5">
          <h2 id="sources-title" className="text-lg font-semibold text-ink">
            {i18n._("Official sources")}
          </h2>
          <ul className="mt-2 space-y-1">
            {page.sources.map((s) => (
              <li key={s.href}>
                <TextLink link={s} className="text-brand-dark underline underline-offset-2" />
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}
