import { RichText } from "@/components/content/rich-text";
import { NAV } from "@/lib/config";
import { HOME } from "@/lib/content/home";

function CardList({ title, items }: { title: string; items: { name: string; text: string }[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.name} className="rounded-lg border border-neutral-200 bg-white p-4">
            <p className="font-semibold text-brand-dark">{item.name}</p>
            <p className="mt-1 text-sm leading-relaxed text-neutral-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The map's section. Until the interactive map lands it introduces what the map will hold. */
export function MapSection() {
  const { map } = HOME;
  return (
    <section id={NAV.mapId} aria-labelledby="map-title" className="scroll-mt-16 bg-neutral-50 px-4 py-12">
      <div className="mx-auto max-w-6xl space-y-8">
        <header>
          <h2 id="map-title" className="text-3xl font-bold text-ink">
            {map.title}
          </h2>
          <p className="mt-2 max-w-2xl text-lg leading-relaxed text-neutral-700">{map.lead}</p>
        </header>
        <p className="rounded-lg border-l-4 border-brand bg-brand-wash p-4 leading-relaxed text-neutral-800">
          <RichText text={map.comingSoon} />
        </p>
        <CardList title={map.categoriesTitle} items={map.categories} />
        <CardList title={map.kindsTitle} items={map.kinds} />
      </div>
    </section>
  );
}
