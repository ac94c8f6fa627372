import { UnbrokenNumbers } from "@/components/content/unbroken-numbers";
import { Link } from "@/components/i18n/link";
import { MapLink } from "@/components/nav/map-link";
import { NAV } from "@/lib/nav/settings";
import { siteContent } from "@/lib/content";
import { textUs } from "@/lib/services/sms/runtime";
import { getLanguage, getI18n } from "@/lib/i18n/server";
import { NeedLinks } from "./need-links";

export async function Hero() {
  const language = await getLanguage();
  const [{ hero }, i18n] = [siteContent(language).home, await getI18n()];
  // For whoever is helping someone without a smartphone: only when the site answers texts (docs/sms.md).
  const text = textUs(language, "places");
  return (
    <section
      id={NAV.heroId}
      data-i18n="curated"
      aria-labelledby="hero-title"
      className="relative flex min-h-[min(460px,64svh)] items-end bg-gradient-to-br from-ink via-[#0b2414] to-[#14532d] px-4 pb-10 pt-4 text-white"
    >
      <div className="mx-auto w-full max-w-6xl">
        <h1 id="hero-title" className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">
          {hero.title}
        </h1>
        {/* The needs come right after the title, before the lead: on a phone, under a safety notice
            that is taller in some languages, they must be on the first screen in every language. */}
        <h2 className="mt-4 text-lg font-semibold">{i18n._("What do you need?")}</h2>
        <div className="mt-2">
          <NeedLinks />
        </div>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-neutral-100">{hero.lead}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <MapLink
            href={`/#${NAV.mapId}`}
            className="rounded-lg border border-white/70 px-5 py-3 text-lg font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {hero.findHelp}
          </MapLink>
          <Link
            href="/wildfireguide"
            className="rounded-lg border border-white/70 px-5 py-3 text-lg font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {hero.guide}
          </Link>
        </div>
        <p role="note" className="mt-8 inline-block rounded-lg bg-black/50 px-4 py-2 text-sm font-medium">
          <UnbrokenNumbers text={hero.emergency} />
        </p>
        {text && (
          <p className="mt-3 max-w-xl text-sm font-medium text-neutral-100" data-testid="hero-text-us" data-text-us="hero">
            <UnbrokenNumbers text={text} />
          </p>
        )}
      </div>
    </section>
  );
}
