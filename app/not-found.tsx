import type { Metadata } from "next";
import Link from "next/link";
import { getT } from "@/lib/i18n/server";
import { NAV_ITEMS } from "@/lib/nav";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())("Page not found") };
}

export default async function NotFound() {
  const t = await getT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t("We could not find that page")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-neutral-700">
        {t("The link may be old or mistyped. These pages can help you right now:")}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="block rounded-lg border border-neutral-200 px-4 py-3 font-semibold text-brand-dark hover:border-brand hover:bg-brand-wash"
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-lg bg-danger-wash p-4 font-medium text-danger">{t("In immediate danger? Call 911.")}</p>
    </div>
  );
}
