import Link from "next/link";
import { MapLink } from "@/components/nav/map-link";
import { NAV } from "@/lib/config";
import { HOME } from "@/lib/content/home";
import { getT } from "@/lib/i18n/server";

export async function Hero() {
  const t = await getT();
  const { hero } = HOME;
  return (
    <section
      id={NAV.heroId}
      data-i18n="curated"
      aria-labelledby="hero-title"
      className="relative flex min-h-[min(460px,64svh)] items-end bg-gradient-to-br from-ink via-[#0b2414] to-[#14532d] px-4 pb-10 pt-24 text-white"
    >
      <div className="mx-auto w-full max-w-6xl">
        <h1 id="hero-title" className="max-w-2xl text-4xl font-extrabold leading-tight sm:text-5xl">
          {t(hero.title)}
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-neutral-100">{t(hero.lead)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <MapLink
            href={`/#${NAV.mapId}`}
            className="rounded-lg bg-brand-light px-5 py-3 text-lg font-semibold text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t(hero.findHelp)}
          </MapLink>
          <Link
            href="/wildfireguide"
            className="rounded-lg border border-white/70 px-5 py-3 text-lg font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t(hero.guide)}
          </Link>
        </div>
        <p role="note" className="mt-8 inline-block rounded-lg bg-black/50 px-4 py-2 text-sm font-medium">
          {t(hero.emergency)}
        </p>
      </div>
    </section>
  );
}
