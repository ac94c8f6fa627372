import type { Block, ContentSection } from "@/lib/content/types";
import { RichText } from "./rich-text";

/** `stepHeading`: one level below the section the steps are in, so heading order never skips. */
function BlockView({ block, stepHeading }: { block: Block; stepHeading: "h3" | "h4" }) {
  const StepHeading = stepHeading;
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="leading-relaxed">
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-1.5 ps-5 leading-relaxed marker:text-brand">
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="space-y-3">
          {block.items.map((step, i) => (
            <li key={i} className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <StepHeading className="font-semibold text-ink">{step.title}</StepHeading>
                <p className="mt-1 leading-relaxed">
                  <RichText text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "callout": {
      const danger = block.tone === "danger";
      return (
        <div
          role={danger ? "note" : undefined}
          className={`rounded-lg border-s-4 p-4 ${danger ? "border-danger bg-danger-wash" : "border-brand bg-brand-wash"}`}
        >
          <p className={`font-semibold ${danger ? "text-danger" : "text-brand-dark"}`}>{block.title}</p>
          <p className="mt-1 leading-relaxed">
            <RichText text={block.text} />
          </p>
        </div>
      );
    }
  }
}

/** A titled section with its blocks and nested subsections; headings follow the nesting level. */
export function SectionView({ section, level = 2 }: { section: ContentSection; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={section.id ? `${section.id}-title` : undefined} className="scroll-mt-20 space-y-4">
      <Heading
        id={section.id ? `${section.id}-title` : undefined}
        className={level === 2 ? "text-2xl font-bold text-ink sm:text-3xl" : "pt-2 text-xl font-semibold text-ink"}
      >
        {section.title}
      </Heading>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} stepHeading={level === 2 ? "h3" : "h4"} />
      ))}
      {section.subsections?.map((sub, i) => (
        <SectionView key={i} section={sub} level={3} />
      ))}
    </section>
  );
}
