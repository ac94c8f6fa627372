import type { Block, ContentPage, ContentSection, RichText } from "@/lib/content/types";
import type { Translate } from "./translator";

/** Translates every string and link label of rich text; hrefs stay as they are. */
export function translateRich(text: RichText, t: Translate): RichText {
  return text.map((part) => (typeof part === "string" ? t(part) : { ...part, label: t(part.label) }));
}

function translateBlock(block: Block, t: Translate): Block {
  switch (block.kind) {
    case "paragraph":
      return { ...block, text: translateRich(block.text, t) };
    case "list":
      return { ...block, items: block.items.map((item) => translateRich(item, t)) };
    case "steps":
      return { ...block, items: block.items.map((s) => ({ title: t(s.title), text: translateRich(s.text, t) })) };
    case "callout":
      return { ...block, title: t(block.title), text: translateRich(block.text, t) };
  }
}

function translateSection(section: ContentSection, t: Translate): ContentSection {
  return {
    ...section,
    title: t(section.title),
    blocks: section.blocks.map((b) => translateBlock(b, t)),
    subsections: section.subsections?.map((s) => translateSection(s, t)),
  };
}

/** A content page in the visitor's language, ready to render. */
export function translateContentPage(page: ContentPage, t: Translate): ContentPage {
  return {
    title: t(page.title),
    lead: t(page.lead),
    sections: page.sections.map((s) => translateSection(s, t)),
    sources: page.sources?.map((s) => ({ ...s, label: t(s.label) })),
  };
}
