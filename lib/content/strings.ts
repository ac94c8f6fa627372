import type { Block, ContentPage, ContentSection, Inline, RichText } from "./types";

function richStrings(text: RichText): string[] {
  return text.map((part: Inline) => (typeof part === "string" ? part : part.label));
}

function blockStrings(block: Block): string[] {
  switch (block.kind) {
    case "paragraph":
      return richStrings(block.text);
    case "list":
      return block.items.flatMap(richStrings);
    case "steps":
      return block.items.flatMap((s) => [s.title, ...richStrings(s.text)]);
    case "callout":
      return [block.title, ...richStrings(block.text)];
  }
}

function sectionStrings(section: ContentSection): string[] {
  return [section.title, ...section.blocks.flatMap(blockStrings), ...(section.subsections ?? []).flatMap(sectionStrings)];
}

/** Every human-readable string of a content page, in reading order (link labels included). */
export function contentPageStrings(page: ContentPage): string[] {
  return [page.title, page.lead, ...page.sections.flatMap(sectionStrings), ...(page.sources ?? []).map((s) => s.label)];
}

export { richStrings };
